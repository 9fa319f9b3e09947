import { CircleCheck } from 'lucide-react';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { MoreCards } from '../../features/tickets/more-cards.tsx';
import { useNow } from '../../features/tickets/use-now.ts';
import { EmptyState } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { FlaggedPaymentCard } from './flagged-payment-card.tsx';
import * as cardStyles from './flagged-payment-card.css.ts';
import * as styles from './developer-applications.css.ts';

/**
 * The payments that funded nothing (a wrong amount or currency, a closed checkout, a milestone
 * that could not take it, a checkout paid twice), each refunded at once and flagged for a
 * moderator to look at: the latest first, a page at a time (more as the moderator scrolls).
 */
export function FlaggedPayments() {
  const payments = trpc.moderation.payments.list.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor },
  );
  const now = useNow();

  if (!payments.data) {
    if (payments.isError) return <LoadFailedAlert what="the payments" query={payments} />;
    return (
      <div className={styles.pending}>
        <Spinner label="Loading the payments" />
      </div>
    );
  }
  const items = payments.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState icon={<CircleCheck size={24} />}>
        <p>No payments need a look.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={cardStyles.queue} aria-label="Payments, latest first">
        {items.map((payment) => (
          <li key={payment.id}>
            <FlaggedPaymentCard payment={payment} now={now} />
          </li>
        ))}
      </ul>
      <MoreCards query={payments} noun="the payments" />
    </>
  );
}
