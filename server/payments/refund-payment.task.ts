import { and, eq, isNull } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { billingRecords } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { bookedPriceOf } from './billing-records.ts';
import type { PaymentProvider } from './provider.ts';
import { queueReceipt } from './receipts.ts';

const payloadSchema = z.object({ billingRecordId: z.uuid() });

/**
 * Pays a refunded record's money back through the provider. The ledger already moved it when the
 * refund was decided; this is the transfer. Runs at least once: the provider's idempotency key
 * makes a repeated call the same refund, and the stored refund id makes a finished job a no-op.
 */
export function refundPaymentTask(deps: {
  db: Database;
  env: Env;
  provider: PaymentProvider;
}): Task {
  return async (payload) => {
    const { billingRecordId } = payloadSchema.parse(payload);
    const record = await deps.db.query.billingRecords.findFirst({
      where: eq(billingRecords.id, billingRecordId),
    });
    if (!record || record.status !== 'refunded' || record.refundId) return;
    if (!record.paymentId) throw new Error(`refunded record ${record.id} has no payment id`);
    const { refundId } = await deps.provider.refund({
      paymentId: record.paymentId,
      // Exactly what the ledger gave back: for a payment of the wrong amount, what arrived.
      amountCents: bookedPriceOf(record).amountCents,
      idempotencyKey: `refund:${record.id}`,
    });
    await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(billingRecords)
        .set({ refundId })
        .where(and(eq(billingRecords.id, record.id), isNull(billingRecords.refundId)))
        .returning();
      if (updated) await queueReceipt(tx, deps.env, updated, 'refund');
    });
  };
}
