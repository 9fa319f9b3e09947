import { useId } from 'react';
import { skipToken } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { formatCents } from '#shared/domain/money.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { StatusCardActions, StatusCard } from '../../components/status-card.tsx';
import { trpc } from '../../trpc.ts';
import { PaymentStatus } from './payment-status.tsx';
import * as styles from './paid-successful.css.ts';

/**
 * `/paidSuccessful/:billingRecordId` (docs/screens.md#protected-routes), where the provider sends
 * the customer after paying. It only reads: the record is marked paid by the provider's verified
 * event alone (docs/payments.md#only-verified-events-move-money), and its status here follows the
 * server live.
 */
export function PaidSuccessfulPage() {
  const { billingRecordId = '' } = useParams<{ billingRecordId: string }>();
  return <PaidSuccessful key={billingRecordId} billingRecordId={billingRecordId} />;
}

function PaidSuccessful({ billingRecordId }: { billingRecordId: string }) {
  const utils = trpc.useUtils();
  const record = trpc.payments.billingRecord.useQuery({ billingRecordId });
  // Started once the record is known to be ours, so a stranger's page opens no stream; each
  // change the server announces replaces the cached record.
  trpc.payments.onBillingRecord.useSubscription(
    record.isSuccess ? { billingRecordId } : skipToken,
    {
      onData: (next) => utils.payments.billingRecord.setData({ billingRecordId }, next),
    },
  );
  const statusLabelId = useId();

  if (record.isPending) {
    return <StatusCard live tone="pending" title="Loading your payment…" />;
  }
  if (record.isError) {
    const code = errorCode(record.error);
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
      return (
        <StatusCard tone="error" title="Payment not found">
          <p>
            This payment does not exist, or it belongs to another account. Payments are shown only
            to the customer who made them.
          </p>
          <StatusCardActions>
            <ButtonLink href="/">Back to Home</ButtonLink>
          </StatusCardActions>
        </StatusCard>
      );
    }
    return (
      <StatusCard tone="error" title="Could not load your payment">
        <p role="alert">{errorMessage(record.error)}</p>
        <StatusCardActions>
          <Button disabled={record.isFetching} onClick={() => void record.refetch()}>
            Try again
          </Button>
          <ButtonLink href="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }

  const { description, amountCents, status } = record.data;
  return (
    <StatusCard tone="success" title="Thank you for your payment!">
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>Payment for</dt>
          <dd className={styles.value}>{description}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Amount</dt>
          <dd className={styles.amount}>{formatCents(amountCents)}</dd>
        </div>
        <div className={styles.detail}>
          <dt id={statusLabelId} className={styles.term}>
            Status
          </dt>
          <dd>
            <PaymentStatus status={status} labelledBy={statusLabelId} />
          </dd>
        </div>
      </dl>
      <StatusCardActions>
        <ButtonLink href="/">Back to Home</ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
