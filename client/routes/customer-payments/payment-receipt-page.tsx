import { useId } from 'react';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { formatCents, PLATFORM_FEE_PERCENT } from '#shared/domain/money.ts';
import type { PaymentReceipt } from '#shared/schemas/customer-payments.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { LogoMark } from '../../components/logo-mark.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { formatPaymentDay } from '../../features/payments/payment-day.ts';
import { Page } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import * as styles from './payment-receipt.css.ts';

const PAYMENTS_PATH = '/dashboard/customer/payments';

const standing = {
  paid: 'Held in escrow until you approve the milestone',
  released: 'Released to your Unblocker',
  refunded: 'Refunded to you',
} as const;

/**
 * `/dashboard/customer/payments/:billingRecordId`: one payment's receipt, to read or print
 * (docs/screens.md#dashboards). Printed, the app's top bar and the buttons stay off the paper.
 */
export function PaymentReceiptPage() {
  const { billingRecordId = '' } = useParams<{ billingRecordId: string }>();
  const receipt = trpc.payments.receipt.useQuery({ billingRecordId });

  if (receipt.isPending) {
    return <StatusCard live tone="pending" title="Loading your receipt…" />;
  }
  if (receipt.isError) {
    const code = errorCode(receipt.error);
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
      return (
        <StatusCard tone="error" title="Receipt not found">
          <p>This payment does not exist, or it belongs to another account.</p>
          <StatusCardActions>
            <ButtonLink href={PAYMENTS_PATH}>Your payments</ButtonLink>
          </StatusCardActions>
        </StatusCard>
      );
    }
    return (
      <StatusCard tone="error" title="Could not load your receipt">
        <p role="alert">{errorMessage(receipt.error)}</p>
        <StatusCardActions>
          <Button disabled={receipt.isFetching} onClick={() => void receipt.refetch()}>
            Try again
          </Button>
          <ButtonLink href={PAYMENTS_PATH} variant="secondary">
            Your payments
          </ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  return (
    <Page
      title="Receipt"
      actions={
        <div className={styles.screenOnly}>
          <Button onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" />
            Print
          </Button>
          <ButtonLink href={PAYMENTS_PATH} variant="secondary">
            All payments
          </ButtonLink>
        </div>
      }
    >
      <ReceiptSheet receipt={receipt.data} />
    </Page>
  );
}

function ReceiptSheet({ receipt }: { receipt: PaymentReceipt }) {
  const amountsId = useId();
  const paidOn = formatPaymentDay(receipt.paidAt);
  return (
    <article className={styles.sheet} aria-label={`Receipt for ${receipt.description}`}>
      <div className={styles.sheetHead}>
        <span className={styles.brand}>
          <LogoMark className={styles.brandMark} />
          Unblock
        </span>
        <span className={styles.paidOn}>Payment receipt</span>
      </div>

      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>Paid by</dt>
          <dd className={styles.value}>
            {receipt.customerName}
            {receipt.customerName !== receipt.customerEmail && (
              <span className={styles.email}>{receipt.customerEmail}</span>
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Date</dt>
          <dd className={styles.value}>{paidOn}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Milestone</dt>
          <dd className={styles.value}>
            <Link href={`/dashboard/customer/plan/${receipt.ticketId}`} className={styles.link}>
              {receipt.description}
            </Link>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Where the money is</dt>
          <dd className={styles.value}>{standing[receipt.status]}</dd>
        </div>
      </dl>

      <section aria-labelledby={amountsId}>
        <h2 id={amountsId} className={styles.sectionTitle}>
          Amounts
        </h2>
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>Milestone price</dt>
            <dd className={styles.money}>{formatCents(receipt.listCents)}</dd>
          </div>
          {receipt.discountCents > 0 && (
            <div className={styles.line}>
              <dt>Beta first-hour discount</dt>
              {/* U+2212, the minus sign: a hyphen reads as a dash to screen readers. */}
              <dd className={styles.money}>−{formatCents(receipt.discountCents)}</dd>
            </div>
          )}
          <div className={styles.totalLine}>
            <dt>
              Total paid
              <span className={styles.feeNote}>
                the {PLATFORM_FEE_PERCENT} % platform fee included ({formatCents(receipt.feeCents)})
              </span>
            </dt>
            <dd className={styles.money}>{formatCents(receipt.amountCents)}</dd>
          </div>
          {receipt.refundedCents !== null && (
            <div className={styles.line}>
              <dt>
                Refunded
                {receipt.refundedAt && ` on ${formatPaymentDay(receipt.refundedAt)}`}
              </dt>
              <dd className={styles.money}>−{formatCents(receipt.refundedCents)}</dd>
            </div>
          )}
        </dl>
      </section>

      <p className={styles.reference}>
        Reference <span className={styles.referenceId}>{receipt.id}</span>
      </p>
    </article>
  );
}
