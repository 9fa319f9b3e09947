import type { PayoutSetup } from '#shared/domain/payments/payouts.ts';
import type { EarningsRecord } from '#shared/schemas/earnings.ts';
import { formatPaymentDay } from '../../features/payments/payment-day.ts';

/** The provider's words on a failed payout, as a sentence of their own. */
function sentence(problem: string | null): string {
  const words = problem?.trim() || 'The payment provider refused it';
  return /[.!?]$/.test(words) ? words : `${words}.`;
}

/**
 * Where a milestone's money is, for the developer: held for them, refunded, or their released
 * share on its way to their payout account (docs/payments.md#payouts).
 */
export function whereItIs(record: EarningsRecord, setup: PayoutSetup | undefined): string {
  if (record.status === 'paid') return 'Held in escrow';
  if (record.status === 'refunded') return 'Refunded to the customer';
  const { payout } = record;
  if (!payout) return 'Released to you';
  switch (payout.status) {
    case 'paid':
      return payout.paidOutAt ? `Paid out on ${formatPaymentDay(payout.paidOutAt)}` : 'Paid out';
    case 'failed':
      return `Payout failed: ${sentence(payout.problem)} We will try again.`;
    case 'reversed':
      return 'Reversed';
    case 'waiting':
      // Once the setup is ready, a waiting share only waits for the job to send it.
      if (setup?.state === 'ready') return 'Being paid out';
      if (setup?.state === 'held') return 'Waiting: your payouts are paused';
      return 'Waiting for your payout setup';
  }
}
