import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { MoreCards } from '../../features/tickets/more-cards.tsx';
import { useNow } from '../../features/tickets/use-now.ts';
import { EmptyState } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { ApplicationCard } from './application-card.tsx';
import { groupApplications } from './application-list.ts';
import { ApproveApplicationDialog } from './approve-application-dialog.tsx';
import { DeclineApplicationDialog } from './decline-application-dialog.tsx';
import * as cardStyles from './application-card.css.ts';
import * as styles from './developer-applications.css.ts';

type Deciding = { kind: 'approve' | 'decline'; application: DeveloperApplication };

/**
 * The "Join Our Developer Network" applications (docs/moderation.md, vetting): the waiting ones
 * first, oldest first, each with Approve and Decline; then the decided ones, latest first. A page
 * at a time (docs/screens.md, long lists): more load as the moderator scrolls.
 */
export function DeveloperApplications() {
  const applications = trpc.moderation.applications.list.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor },
  );
  const now = useNow();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [justDecided, setJustDecided] = useState<string | null>(null);

  if (!applications.data) {
    if (applications.isError) {
      return <LoadFailedAlert what="the applications" query={applications} />;
    }
    return (
      <div className={styles.pending}>
        <Spinner label="Loading the applications" />
      </div>
    );
  }

  const { pages } = applications.data;
  const { waiting, decided } = groupApplications(pages.flatMap((page) => page.items));
  // The newest page knows the count best.
  const waitingCount = pages.at(-1)?.waitingCount ?? waiting.length;
  // The dialog follows the list: once it says the application was decided elsewhere (after the
  // server's CONFLICT), the dialog offers only its way out.
  const stillWaiting = (application: DeveloperApplication) =>
    waiting.some(({ id }) => id === application.id);
  const decidedNow = (application: DeveloperApplication) => {
    setDeciding(null);
    setJustDecided(application.id);
  };
  const card = (application: DeveloperApplication) => (
    <li key={application.id} className={cardStyles.item}>
      <ApplicationCard
        application={application}
        now={now}
        justDecided={application.id === justDecided}
        onApprove={(chosen) => setDeciding({ kind: 'approve', application: chosen })}
        onDecline={(chosen) => setDeciding({ kind: 'decline', application: chosen })}
      />
    </li>
  );

  return (
    <>
      <ApplicationGroup title={`Waiting for a decision (${waitingCount})`}>
        {waiting.length === 0 ? (
          <EmptyState icon={<UserPlus size={24} />}>
            <p>No applications are waiting.</p>
          </EmptyState>
        ) : (
          <ul className={cardStyles.queue}>{waiting.map(card)}</ul>
        )}
      </ApplicationGroup>
      {decided.length > 0 && (
        <ApplicationGroup title="Decided">
          <ul className={cardStyles.queue}>{decided.map(card)}</ul>
        </ApplicationGroup>
      )}
      <MoreCards query={applications} noun="the applications" />

      {deciding?.kind === 'approve' && (
        <ApproveApplicationDialog
          application={deciding.application}
          stillWaiting={stillWaiting(deciding.application)}
          onClose={() => setDeciding(null)}
          onApproved={() => decidedNow(deciding.application)}
        />
      )}
      {deciding?.kind === 'decline' && (
        <DeclineApplicationDialog
          application={deciding.application}
          stillWaiting={stillWaiting(deciding.application)}
          onClose={() => setDeciding(null)}
          onDeclined={() => decidedNow(deciding.application)}
        />
      )}
    </>
  );
}

function ApplicationGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.groupTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
