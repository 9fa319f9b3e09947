import { formatCents } from '#shared/domain/money.ts';
import { Button } from '../../components/button.tsx';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { whereItIs } from './earnings-words.ts';
import { PayoutsPanel } from './payouts-panel.tsx';
import * as styles from './developer-earnings.css.ts';

/** How often the list is read again while a share is on its way out (the job sends it). */
const PAYOUT_POLL_MS = 5_000;

/**
 * What the developer has earned (their 90 % of each approved milestone): what is released and not
 * yet paid out, what customers have paid into escrow for work not yet approved, and what reached
 * their bank account (docs/payments.md#receipts-and-earnings); how they are paid (the payouts
 * panel); then each milestone payment, latest first, a page at a time: the next loads on "Show
 * more" only (not on scrolling: the section sits above the ticket history, which would move away).
 */
export function DeveloperEarnings() {
  const setup = trpc.payouts.setup.useQuery();
  const earnings = trpc.payments.earnings.useInfiniteQuery(
    {},
    {
      getNextPageParam: (page) => page.nextCursor,
      // A share being paid out turns into "Paid out on …" without a reload.
      refetchInterval: (query) =>
        setup.data?.state === 'ready' &&
        query.state.data?.pages.some((page) =>
          page.records.some((record) => record.payout?.status === 'waiting'),
        )
          ? PAYOUT_POLL_MS
          : false,
    },
  );
  const totals = earnings.data?.pages[0];
  const records = earnings.data?.pages.flatMap((page) => page.records) ?? [];
  const value = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));
  return (
    <PageSection title="Earnings">
      <dl className={styles.grid} aria-busy={earnings.isPending}>
        <div className={styles.total}>
          <dt className={styles.label}>Available</dt>
          <dd className={styles.value}>
            {value(totals && totals.earnedCents - totals.paidOutCents)}
          </dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.label}>Waiting for approval</dt>
          <dd className={styles.value}>{value(totals?.heldCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.label}>Paid out</dt>
          <dd className={styles.value}>{value(totals?.paidOutCents)}</dd>
        </div>
      </dl>
      <PayoutsPanel />
      {records.length > 0 && (
        <ul className={styles.list} aria-label="Milestone payments">
          {records.map((record) => (
            <li key={record.id} className={styles.row}>
              <span className={styles.description}>{record.description}</span>
              <span className={styles.status}>{whereItIs(record, setup.data)}</span>
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
