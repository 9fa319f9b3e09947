import { useId, useState } from 'react';
import { Ban, KeyRound } from 'lucide-react';
import { fullDateTime, relativeTime } from '#shared/format.ts';
import type { CaseDetail, CaseParty } from '#shared/schemas/moderation.ts';
import { Button } from '../../components/button.tsx';
import { cx } from '../../components/cx.ts';
import { NO_UNBLOCKER, partyLabel } from '../../features/moderation/case-texts.ts';
import { SuspendedTag } from '../../features/moderation/suspended-tag.tsx';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { trpc } from '../../trpc.ts';
import type { CaseNoticeState } from './case-notice.tsx';
import { LiftSuspensionDialog } from './lift-suspension-dialog.tsx';
import { SuspendUserDialog } from './suspend-user-dialog.tsx';
import * as caseStyles from './case.css.ts';
import * as styles from './case-parties.css.ts';

type Acting = { kind: 'suspend' | 'lift'; person: CaseParty };

export interface CasePartiesProps {
  detail: CaseDetail;
  now: Date;
  /** Before a dialog opens (null) and after its command succeeded. */
  onNotice: (notice: CaseNoticeState | null) => void;
}

/** The request's customer and Unblocker, how to reach them, and their suspension, if any. */
export function CaseParties({ detail, now, onNotice }: CasePartiesProps) {
  const [acting, setActing] = useState<Acting | null>(null);
  const act = (next: Acting) => {
    onNotice(null);
    setActing(next);
  };
  const done = (text: string) => {
    setActing(null);
    onNotice({ tone: 'success', text });
  };

  return (
    <PageSection title="Parties">
      <ul className={styles.parties}>
        <li>
          <PartyCard role={partyLabel.customer} person={detail.customer} now={now} onAct={act} />
        </li>
        <li>
          {detail.developer ? (
            <PartyCard
              role={partyLabel.developer}
              person={detail.developer}
              now={now}
              onAct={act}
            />
          ) : (
            <div className={cx(caseStyles.panel, styles.party)}>
              <p className={styles.role}>{partyLabel.developer}</p>
              <p className={styles.nobody}>{NO_UNBLOCKER}</p>
            </div>
          )}
        </li>
      </ul>

      {acting?.kind === 'suspend' && (
        <SuspendUserDialog
          person={acting.person}
          ticketId={detail.ticketId}
          onClose={() => setActing(null)}
          onSuspended={() =>
            done(
              `${acting.person.name} is suspended: they were signed out everywhere and emailed your reason.`,
            )
          }
        />
      )}
      {acting?.kind === 'lift' && (
        <LiftSuspensionDialog
          person={acting.person}
          ticketId={detail.ticketId}
          onClose={() => setActing(null)}
          onLifted={() =>
            done(`The suspension of ${acting.person.name} is lifted: they can sign in again.`)
          }
        />
      )}
    </PageSection>
  );
}

interface PartyCardProps {
  role: string;
  person: CaseParty;
  now: Date;
  onAct: (acting: Acting) => void;
}

/**
 * One party: their name, email and suspension from their account (moderation.users.get); until
 * it answers, what the case knows (the name, and whether they are suspended).
 */
function PartyCard({ role, person, now, onAct }: PartyCardProps) {
  const nameId = useId();
  const account = trpc.moderation.users.get.useQuery({ userId: person.id });
  const user = account.data;
  const suspended = user ? user.suspendedAt !== null : person.suspended;

  return (
    <article className={cx(caseStyles.panel, styles.party)} aria-labelledby={nameId}>
      <p className={styles.role}>{role}</p>
      <div className={styles.nameRow}>
        <h3 id={nameId} className={styles.name}>
          {person.name}
        </h3>
        {suspended && <SuspendedTag />}
      </div>
      {user && (
        <a href={`mailto:${user.email}`} className={styles.email}>
          <span className={visuallyHidden}>Email </span>
          {user.email}
        </a>
      )}
      {user?.suspendedAt && (
        <p className={styles.suspension}>
          Suspended{' '}
          <time dateTime={user.suspendedAt.toISOString()} title={fullDateTime(user.suspendedAt)}>
            {relativeTime(user.suspendedAt, now)}
          </time>
          .{' '}
          {user.suspensionReason && (
            <>
              <span className={styles.reasonLabel}>Reason: </span>
              {user.suspensionReason}
            </>
          )}
        </p>
      )}
      {/* Moderators are never parties, and only operators act on their accounts. */}
      {user?.role !== 'moderator' && (
        <div className={styles.actions}>
          {suspended ? (
            <Button size="sm" variant="secondary" onClick={() => onAct({ kind: 'lift', person })}>
              <KeyRound size={16} aria-hidden="true" />
              Lift suspension<span className={visuallyHidden}> of {person.name}</span>
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAct({ kind: 'suspend', person })}
            >
              <Ban size={16} aria-hidden="true" />
              Suspend<span className={visuallyHidden}> {person.name}</span>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
