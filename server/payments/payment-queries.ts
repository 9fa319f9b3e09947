import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords } from '../db/schema/index.ts';
import { balanceOf, type BillingRecord } from './billing-records.ts';

export const BILLING_NOT_FOUND = 'Payment not found';

/** A record for its customer (or a moderator); anyone else gets NOT_FOUND. */
export async function billingRecordFor(db: Executor, me: Me, id: string): Promise<BillingRecord> {
  const [record] = await db.select().from(billingRecords).where(eq(billingRecords.id, id));
  if (!record || (me.role !== 'moderator' && record.customerId !== me.id)) {
    throw new AppError('NOT_FOUND', BILLING_NOT_FOUND);
  }
  return record;
}

/** What the customer's "thank you" page shows: never the provider's references. */
export const publicBillingRecord = (record: BillingRecord) => ({
  id: record.id,
  ticketId: record.ticketId,
  milestoneId: record.milestoneId,
  description: record.description,
  amountCents: record.amountCents,
  status: record.status,
});

/**
 * A developer's money (SPEC §6): what they have earned (released to them), what is held in escrow
 * for work in progress, and each funding, newest first.
 */
export async function developerEarnings(db: Executor, me: Me) {
  if (me.role !== 'developer') throw new AppError('NOT_FOUND', BILLING_NOT_FOUND);
  const records = await db
    .select({
      id: billingRecords.id,
      ticketId: billingRecords.ticketId,
      description: billingRecords.description,
      status: billingRecords.status,
      developerCents: billingRecords.developerCents,
      paidAt: billingRecords.paidAt,
      releasedAt: billingRecords.releasedAt,
    })
    .from(billingRecords)
    .where(
      and(
        eq(billingRecords.developerId, me.id),
        sql`${billingRecords.status} in ('paid', 'released', 'refunded')`,
      ),
    )
    .orderBy(desc(billingRecords.paidAt));
  const heldCents = records
    .filter((record) => record.status === 'paid')
    .reduce((sum, record) => sum + record.developerCents, 0);
  return { earnedCents: await balanceOf(db, me.id, 'developer_payable'), heldCents, records };
}
