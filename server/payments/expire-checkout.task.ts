import { eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { billingRecords } from '../db/schema/index.ts';
import type { PaymentProvider } from './provider.ts';

export const EXPIRE_CHECKOUT_TASK = 'expire-checkout';

const payloadSchema = z.object({ billingRecordId: z.uuid() });

/**
 * Closes the provider's checkout of a voided record, so that nobody can pay a price the plan no
 * longer has (ADR 0007). Runs at least once: expiring a closed checkout is a no-op. A payment that
 * got in before the close still arrives as an event, and is refunded and flagged.
 */
export function expireCheckoutTask(deps: { db: Database; provider: PaymentProvider }): Task {
  return async (payload) => {
    const { billingRecordId } = payloadSchema.parse(payload);
    const record = await deps.db.query.billingRecords.findFirst({
      where: eq(billingRecords.id, billingRecordId),
    });
    if (!record || record.status !== 'void' || !record.checkoutId) return;
    await deps.provider.expireCheckout(record.checkoutId);
  };
}
