import { Receipt } from 'lucide-react';
import { Link } from 'wouter';
import { formatCents } from '#shared/domain/money.ts';
import type { CustomerPayment } from '#shared/schemas/customer-payments.ts';
import { Button } from '../../components/button.tsx';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { formatPaymentDay } from '../../features/payments/payment-day.ts';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { EmptyState, Page } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import * as styles from './customer-payments.css.ts';

/** Where a payment's money stands, for the customer who made it. */
function whereItStands(payment: CustomerPayment): string {
  if (payment.status === 'paid') return 'Held in escrow';
  if (payment.status === 'released') return 'Released to your Unblocker';
  return payment.refundedAt ? `Refunded on ${formatPaymentDay(payment.refundedAt)}` : 'Refunded';
}

/**
 * `/dashboard/customer/payments` (docs/screens.md#dashboards): every payment the customer made
 * and its refund if it went back (docs/payments.md#receipts-and-earnings), latest first, 20 at a
 * time with "Show more", each with its receipt.
 */
export function CustomerPaymentsPage() {
  const history = trpc.payments.history.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor },
  );
  const payments = history.data?.pages.flatMap((page) => page.payments) ?? [];

  return (
    <Page
      title="Payments and receipts"
      description="What you paid for each milestone, where the money is now, and its receipt."
    >
      {history.isPending ? (
        <div className={styles.more}>
          <Spinner label="Loading your payments" />
        </div>
      ) : history.isError && !history.isFetchNextPageError ? (
        <LoadFailedAlert what="your payments" query={history} />
      ) : payments.length === 0 ? (
        <EmptyState icon={<Receipt size={24} />}>
          <p>No payments yet.</p>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Payments">
          {payments.map((payment) => (
            <li key={payment.id} className={styles.row}>
              <Link
                href={`/dashboard/customer/plan/${payment.ticketId}`}
                className={styles.milestone}
              >
                {payment.description}
              </Link>
              <span className={styles.amount}>{formatCents(payment.amountCents)}</span>
              <span className={styles.meta}>
                <time dateTime={payment.paidAt.toISOString()}>
                  {formatPaymentDay(payment.paidAt)}
                </time>
                {' · '}
                {whereItStands(payment)}
              </span>
              <Link
                href={`/dashboard/customer/payments/${payment.id}`}
                className={styles.receipt}
                aria-label={`Receipt for ${payment.description}`}
              >
                Receipt
              </Link>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage &&
        (history.isFetchNextPageError ? (
          <LoadFailedAlert
            what="more of your payments"
            query={{
              error: history.error,
              isFetching: history.isFetchingNextPage,
              refetch: () => history.fetchNextPage(),
            }}
          />
        ) : (
          <div className={styles.more}>
            {history.isFetchingNextPage ? (
              <Spinner label="Loading more of your payments" />
            ) : (
              <Button variant="secondary" size="sm" onClick={() => void history.fetchNextPage()}>
                Show more
              </Button>
            )}
          </div>
        ))}
    </Page>
  );
}
