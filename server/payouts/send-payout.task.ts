import { eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { isOutstanding } from '#shared/domain/payments/payouts.ts';
import type { Database } from '../db/client.ts';
import { billingRecords, payouts } from '../db/schema/index.ts';
import { ProviderError, type PaymentProvider } from '../payments/provider.ts';
import { payoutAccountOf, payoutHoldOf } from './payout-accounts.ts';
import { markFailed, markPaid } from './payout-records.ts';

const payloadSchema = z.object({ billingRecordId: z.uuid() });

/** What the developer and moderators read when the provider could not be asked at all. */
const UNREACHABLE = 'The payment provider could not be reached. The payout will be tried again.';

/**
 * Sends one released share to its developer's payout account (docs/payments.md#payouts). Runs at
 * least once: the provider's idempotency key (one per billing record) makes a repeated call the
 * same transfer, and `markPaid` books it once. A share whose developer has no account that can
 * take it, or whose payouts are held, waits: the account's update or the hold's lifting queues it
 * again. A refused or failed transfer is recorded and thrown, so the job is retried.
 */
export function sendPayoutTask(deps: { db: Database; provider: PaymentProvider }): Task {
  return async (payload) => {
    const { billingRecordId } = payloadSchema.parse(payload);
    const [row] = await deps.db
      .select({
        payout: payouts,
        paymentId: billingRecords.paymentId,
        paymentCents: billingRecords.receivedCents,
        description: billingRecords.description,
      })
      .from(payouts)
      .innerJoin(billingRecords, eq(billingRecords.id, payouts.billingRecordId))
      .where(eq(payouts.billingRecordId, billingRecordId));
    if (!row || !isOutstanding(row.payout.status)) return;
    const { payout } = row;
    const [account, hold] = await Promise.all([
      payoutAccountOf(deps.db, payout.developerId),
      payoutHoldOf(deps.db, payout.developerId),
    ]);
    if (!account?.payoutsEnabled || hold) return;
    if (!row.paymentId) throw new Error(`released record ${billingRecordId} has no payment id`);

    let transferId: string;
    try {
      ({ transferId } = await deps.provider.transfer({
        accountId: account.accountId,
        amountCents: payout.amountCents,
        paymentId: row.paymentId,
        paymentCents: row.paymentCents ?? 0,
        description: row.description,
        idempotencyKey: `payout:${billingRecordId}`,
      }));
    } catch (error) {
      await markFailed(
        deps.db,
        billingRecordId,
        error instanceof ProviderError ? error.message : UNREACHABLE,
      );
      throw error;
    }
    await deps.db.transaction((tx) => markPaid(tx, billingRecordId, transferId));
  };
}
