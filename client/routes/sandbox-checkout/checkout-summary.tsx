import { useId } from 'react';
import { FlaskConical, LoaderCircle, Lock, ShieldCheck } from 'lucide-react';
import { spinner } from '../../styles/spinner.css.ts';
import { useLocation } from 'wouter';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/trpc/router.ts';
import { formatCents, PLATFORM_FEE_PERCENT } from '#shared/domain/money.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { trpc } from '../../trpc.ts';
import { CheckoutClosed } from './checkout-closed.tsx';
import * as styles from './sandbox-checkout.css.ts';

export type SandboxCheckout = inferRouterOutputs<AppRouter>['payments']['sandboxCheckout'];

/** What is paid for, how the total is made, and the Pay / Cancel choice. */
export function CheckoutSummary({ checkout }: { checkout: SandboxCheckout }) {
  const titleId = useId();
  const breakdownId = useId();
  const total = formatCents(checkout.amountCents);

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <p className={styles.sandboxNotice} role="note">
        <FlaskConical className={styles.noticeIcon} aria-hidden="true" />
        <span>
          <strong className={styles.noticeTitle}>Sandbox checkout — no real card is charged</strong>
          Paying here stands in for the payment provider: Unblock receives a signed payment event,
          exactly as it would from a real one.
        </span>
      </p>

      <div className={styles.heading}>
        <p className={styles.eyebrow}>Request {checkout.ticketShortId}</p>
        <h1 id={titleId} className={styles.title}>
          {checkout.milestoneTitle}
        </h1>
        <p className={styles.amount}>{total}</p>
      </div>

      <section aria-labelledby={breakdownId}>
        <h2 id={breakdownId} className={styles.sectionTitle}>
          Price breakdown
        </h2>
        <dl className={styles.breakdown}>
          <div className={styles.line}>
            <dt className={styles.lineLabel}>
              {checkout.estimatedTime !== null && checkout.hourlyRateCents !== null
                ? `${checkout.estimatedTime} × ${formatCents(checkout.hourlyRateCents)}/h`
                : 'Milestone price'}
            </dt>
            <dd className={styles.lineValue}>{formatCents(checkout.listCents)}</dd>
          </div>
          {checkout.discountCents > 0 && (
            <div className={styles.line}>
              <dt className={styles.lineLabel}>Beta first-hour discount</dt>
              {/* U+2212, the minus sign: a hyphen reads as a dash to screen readers. */}
              <dd className={styles.discountValue}>−{formatCents(checkout.discountCents)}</dd>
            </div>
          )}
          <div className={styles.totalLine}>
            <dt>Total</dt>
            <dd className={styles.lineValue}>{total}</dd>
          </div>
        </dl>
        <p className={styles.feeNote}>
          Includes {PLATFORM_FEE_PERCENT}% platform fee ({formatCents(checkout.feeCents)})
        </p>
      </section>

      {checkout.status === 'pending' ? (
        <PayActions checkout={checkout} total={total} />
      ) : (
        <CheckoutClosed checkout={checkout} />
      )}
    </section>
  );
}

function PayActions({ checkout, total }: { checkout: SandboxCheckout; total: string }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const pay = trpc.payments.sandboxPay.useMutation({
    onSuccess: ({ billingRecordId }) => {
      navigate(`/paidSuccessful/${billingRecordId}`);
      // Coming back to this checkout must show the payment as done, not offer to pay again.
      void utils.payments.sandboxCheckout.invalidate({ billingRecordId });
    },
  });
  // Still busy after success, while the thank-you page is being opened.
  const busy = pay.isPending || pay.isSuccess;
  const Icon = busy ? LoaderCircle : Lock;

  return (
    <>
      <p className={styles.escrowNote}>
        <ShieldCheck size={18} className={styles.escrowIcon} aria-hidden="true" />
        Your payment is held in escrow and released to your Unblocker only when you approve the
        work.
      </p>
      {pay.error && <FormAlert tone="error">{errorMessage(pay.error)}</FormAlert>}
      <div className={styles.actions}>
        <Button
          size="lg"
          fullWidth
          disabled={busy}
          aria-busy={busy}
          onClick={() => pay.mutate({ billingRecordId: checkout.id })}
        >
          <Icon size={18} aria-hidden="true" className={busy ? spinner : styles.payIcon} />
          Pay {total}
        </Button>
        <ButtonLink
          href={`/dashboard/customer/plan/${checkout.ticketId}`}
          variant="secondary"
          size="lg"
          fullWidth
          aria-disabled={busy}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          Cancel
        </ButtonLink>
      </div>
      <p className={visuallyHidden} role="status" aria-live="polite">
        {busy ? 'Processing your payment…' : ''}
      </p>
    </>
  );
}
