import { formatCents } from '#shared/domain/money.ts';
import { Button } from '../../components/button.tsx';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import * as counters from './ticket-counters.css.ts';
import * as styles from './developer-earnings.css.ts';

const statusText = {
  paid: 'Held in escrow',
  released: 'Released to you',
  refunded: 'Refunded to the customer',
} as const;

/**
 * What the developer has earned (their 90 % of each approved milestone) and what customers have
 * paid into escrow for work not yet approved (docs/payments.md#receipts-and-earnings),
 * then each milestone payment, latest first, a page at a time: the next loads on "Show more"
 * only (not on scrolling: the section sits above the ticket history, which would move away).
 */
export function DeveloperEarnings() {
  const earnings = trpc.payments.earnings.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor },
  );
  const totals = earnings.data?.pages[0];
  const records = earnings.data?.pages.flatMap((page) => page.records) ?? [];
  const value = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));
  return (
    <PageSection title="Earnings">
      <dl className={styles.grid} aria-busy={earnings.isPending}>
        <div className={counters.card}>
          <dt className={counters.label}>Earned</dt>
          <dd className={counters.value}>{value(totals?.earnedCents)}</dd>
        </div>
        <div className={counters.card}>
          <dt className={counters.label}>Held in escrow for you</dt>
          <dd className={counters.value}>{value(totals?.heldCents)}</dd>
        </div>
      </dl>
      {records.length > 0 && (
        <ul className={styles.list} aria-label="Milestone payments">
          {records.map((record) => (
            <li key={record.id} className={styles.row}>
              <span className={styles.description}>{record.description}</span>
              <span className={styles.status}>{statusText[record.status]}</span>
              <span className={styles.amount}>{formatCents(record.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {earnings.hasNextPage &&
        (earnings.isFetchNextPageError ? (
          <LoadFailedAlert
            what="more of your milestone payments"
            query={{
              error: earnings.error,
              isFetching: earnings.isFetchingNextPage,
              refetch: () => earnings.fetchNextPage(),
            }}
          />
        ) : (
          <div className={styles.more}>
            {earnings.isFetchingNextPage ? (
              <Spinner label="Loading more of your milestone payments" />
            ) : (
              <Button variant="secondary" size="sm" onClick={() => void earnings.fetchNextPage()}>
                Show more
              </Button>
            )}
          </div>
        ))}
      {earnings.isError && !earnings.isFetchNextPageError && (
        <p role="alert">Your earnings could not be loaded.</p>
      )}
    </PageSection>
  );
}
