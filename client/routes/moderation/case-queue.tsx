import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { MoreCards } from '../../features/tickets/more-cards.tsx';
import { useNow } from '../../features/tickets/use-now.ts';
import { EmptyState } from '../../layouts/app-layout/page.tsx';
import { CaseCard } from './case-card.tsx';
import { useLiveCases } from './use-live-cases.ts';
import * as cardStyles from './case-card.css.ts';
import * as styles from './developer-applications.css.ts';

/**
 * The requests waiting for a moderator (a reported message, a customer's refund request), live,
 * the one waiting longest first (the server's order: first come, first served), a page at a time.
 */
export function CaseQueue() {
  const cases = useLiveCases();
  const now = useNow();
  const headingId = useId();

  if (!cases.data) {
    if (cases.isError) return <LoadFailedAlert what="the cases" query={cases} />;
    return (
      <div className={styles.pending}>
        <Spinner label="Loading the cases" />
      </div>
    );
  }
  const cards = cases.data.pages.flatMap((page) => page.items);
  if (cards.length === 0) {
    return (
      <EmptyState icon={<ShieldCheck size={24} />} title="Nothing needs your attention">
        <p>No cases are waiting for a moderator right now.</p>
      </EmptyState>
    );
  }
  // The newest page knows the count best.
  const waitingCount = cases.data.pages.at(-1)?.waitingCount ?? cards.length;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.groupTitle}>
        Waiting for a moderator ({waitingCount})
      </h3>
      <ul className={cardStyles.queue} aria-label="Cases, oldest first">
        {cards.map((card) => (
          <li key={card.ticketId}>
            <CaseCard card={card} now={now} />
          </li>
        ))}
      </ul>
      <MoreCards query={cases} noun="the cases" />
    </section>
  );
}
