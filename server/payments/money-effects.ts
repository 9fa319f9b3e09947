import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { SideEffect } from '../ticket-commands/ticket-store.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { postMovement, settleFundedRecord } from './billing-records.ts';
import { queuePayout } from '../payouts/payout-records.ts';

export const REFUND_PAYMENT_TASK = 'refund-payment';

/**
 * The escrow side of a ticket decision, committed with its events (docs/payments.md#money): an
 * approved milestone's money goes 90 % to the developer and 10 % to the platform, and the
 * developer's share is queued to be paid out to them; a refunded
 * milestone's money is owed back to the customer, and a job asks the provider to pay it back
 * (after commit, retried until it succeeds). Null when the events move no money.
 */
export function moneyEffects(events: TicketEvent[], at: Date): SideEffect | null {
  const settlements = events.flatMap(
    (event): Array<{ milestoneId: string; to: 'released' | 'refunded' }> => {
      if (event.type === 'MilestoneApproved') {
        return [{ milestoneId: event.data.milestoneId, to: 'released' }];
      }
      if (event.type === 'MilestoneRefunded') {
        return [{ milestoneId: event.data.milestoneId, to: 'refunded' }];
      }
      return [];
    },
  );
  if (settlements.length === 0) return null;
  return async (tx) => {
    for (const { milestoneId, to } of settlements) {
      const record = await settleFundedRecord(tx, milestoneId, to, at);
      // A milestone is only ever funded through a record; none means nothing was paid.
      if (!record) continue;
      await postMovement(tx, record, to === 'released' ? 'release' : 'refund');
      // The developer's share goes out to their payout account (docs/payments.md#payouts).
      if (to === 'released') await queuePayout(tx, record);
      if (to === 'refunded') {
        await enqueueJob(
          tx,
          REFUND_PAYMENT_TASK,
          { billingRecordId: record.id },
          { jobKey: `refund:${record.id}`, maxAttempts: 25 },
        );
      }
    }
  };
}
