import { and, eq, sql } from 'drizzle-orm';
import { postingsFor, type LedgerKind, type Parties } from '#shared/domain/payments/ledger.ts';
import type { MilestonePrice } from '#shared/domain/payments/pricing.ts';
import {
  paymentMismatch,
  receivedOnlyPrice,
  type ReceivedPayment,
} from '#shared/domain/payments/received-payment.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords, ledgerEntries } from '../db/schema/index.ts';

export type BillingRecord = typeof billingRecords.$inferSelect;

const priceOf = (record: BillingRecord): MilestonePrice => ({
  listCents: record.listCents,
  discountCents: record.discountCents,
  amountCents: record.amountCents,
  feeCents: record.feeCents,
  developerCents: record.developerCents,
});

/** The payment a record received, once one arrived. */
export const receivedOf = (record: BillingRecord): ReceivedPayment | null =>
  record.receivedCents === null
    ? null
    : { amountCents: record.receivedCents, currency: record.receivedCurrency ?? '' };

/**
 * What the ledger books for a record: its price, unless the payment it received could not fund
 * it (another amount or currency), which is booked exactly as it arrived, in and back out.
 */
export function bookedPriceOf(record: BillingRecord): MilestonePrice {
  const received = receivedOf(record);
  const price = priceOf(record);
  return received && paymentMismatch(price, received) ? receivedOnlyPrice(received) : price;
}

export const partiesOf = (record: BillingRecord): Parties => ({
  customerId: record.customerId,
  developerId: record.developerId,
});

/**
 * Posts one movement of a record's money. The ledger's unique (record, movement, account) index
 * refuses a second posting of the same movement, so a retried step can never pay twice.
 */
export async function postMovement(tx: Executor, record: BillingRecord, kind: LedgerKind) {
  const postings = postingsFor(kind, bookedPriceOf(record), partiesOf(record));
  await tx
    .insert(ledgerEntries)
    .values(postings.map((posting) => ({ ...posting, billingRecordId: record.id, kind })));
}

/** Locks and returns a record, for a change that depends on its status. */
export async function lockRecord(tx: Executor, id: string): Promise<BillingRecord | undefined> {
  const [record] = await tx
    .select()
    .from(billingRecords)
    .where(eq(billingRecords.id, id))
    .for('update');
  return record;
}

/**
 * Moves a milestone's funded record on (released or refunded) and returns it, or undefined when
 * the milestone has no funded record.
 */
export async function settleFundedRecord(
  tx: Executor,
  milestoneId: string,
  to: 'released' | 'refunded',
  at: Date,
): Promise<BillingRecord | undefined> {
  const [record] = await tx
    .update(billingRecords)
    .set(to === 'released' ? { status: to, releasedAt: at } : { status: to, refundedAt: at })
    .where(and(eq(billingRecords.milestoneId, milestoneId), eq(billingRecords.status, 'paid')))
    .returning();
  return record;
}

/** Sums a person's postings on an account, in cents. */
export async function balanceOf(
  db: Executor,
  userId: string,
  account: 'developer_payable' | 'refunds',
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, account)));
  return Number(row?.cents ?? 0);
}
