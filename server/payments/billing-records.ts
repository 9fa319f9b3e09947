import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  postingsFor,
  type EscrowKind,
  type LedgerAccount,
  type Parties,
} from '#shared/domain/payments/ledger.ts';
import type { MilestonePrice } from '#shared/domain/payments/pricing.ts';
import {
  paymentMismatch,
  receivedOnlyPrice,
  type ReceivedPayment,
} from '#shared/domain/payments/received-payment.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords, ledgerEntries } from '../db/schema/index.ts';
import { EXPIRE_CHECKOUT_TASK } from './expire-checkout.task.ts';

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
export async function postMovement(tx: Executor, record: BillingRecord, kind: EscrowKind) {
  const postings = postingsFor(kind, bookedPriceOf(record), partiesOf(record));
  await tx
    .insert(ledgerEntries)
    .values(postings.map((posting) => ({ ...posting, billingRecordId: record.id, kind })));
}

/**
 * Voids a record still waiting for its payment (an expired, replaced or failed checkout, or one a
 * losing command opened) and, in the same statement, queues the closing of its provider checkout:
 * a void record's price must not be payable any more (ADR 0007). `checkoutId` is the provider's
 * checkout when its writing on the record was rolled back (Approve Plan's transaction failed): the
 * void record keeps it, so that it is closed too.
 */
export async function voidPendingRecord(
  executor: Executor,
  id: string,
  checkoutId?: string,
): Promise<void> {
  const voided = executor.$with('voided').as(
    executor
      .update(billingRecords)
      .set({
        status: 'void',
        ...(checkoutId && {
          checkoutId: sql`coalesce(${billingRecords.checkoutId}, ${checkoutId})`,
        }),
      })
      .where(and(eq(billingRecords.id, id), eq(billingRecords.status, 'pending')))
      .returning({ id: billingRecords.id, checkoutId: billingRecords.checkoutId }),
  );
  await executor
    .with(voided)
    .select({ job: expireCheckoutJob(voided.id) })
    .from(voided)
    .where(isNotNull(voided.checkoutId));
}

/** graphile-worker's job that closes a voided record's checkout, keyed so it is queued once. */
const expireCheckoutJob = (id: SQL.Aliased<string> | AnyColumn) =>
  sql`enqueue_job(${EXPIRE_CHECKOUT_TASK}, json_build_object('billingRecordId', ${id}),
    null, 'expire:' || ${id}, 25, null)`;

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
  account: 'developer_payable' | 'paid_out' | 'refunds',
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, account)));
  return Number(row?.cents ?? 0);
}

/** Where one milestone's money stands, from its ledger postings, in cents. */
export interface MilestoneMoney {
  ticketId: string;
  milestoneId: string;
  /** What the customer paid in (a payment given straight back included). */
  paidCents: number;
  /** Still held in escrow, waiting for the work's approval or a refund. */
  heldCents: number;
  /** Released to the developer (90 % of an approved milestone's price). */
  releasedCents: number;
  /** The platform's fee on what was released (10 %). */
  feeCents: number;
  /** What of the released share reached the developer's payout account (docs/payments.md#payouts). */
  paidOutCents: number;
  /** Owed or paid back to the customer. */
  refundedCents: number;
}

const sumOf = (account: LedgerAccount, sign: 1 | -1 = 1) =>
  sql<number>`${sql.raw(String(sign))} * coalesce(sum(${ledgerEntries.amountCents})
    filter (where ${ledgerEntries.account} = ${account}), 0)`.mapWith(Number);

/**
 * The ledger per milestone of these requests (the moderators' case console), summed by account:
 * the same postings `npm run audit` checks, so what a moderator reads is what the books say.
 * Milestones nothing was ever paid for have no row.
 */
export async function milestoneMoney(
  db: Executor,
  ticketIds: readonly string[],
): Promise<MilestoneMoney[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select({
      ticketId: billingRecords.ticketId,
      milestoneId: billingRecords.milestoneId,
      // customer_payments goes negative by what customers paid in.
      paidCents: sumOf('customer_payments', -1),
      heldCents: sumOf('escrow'),
      // Released to the developer: still payable to them, or paid out to their account.
      releasedCents: sql<number>`${sumOf('developer_payable')} + ${sumOf('paid_out')}`.mapWith(
        Number,
      ),
      paidOutCents: sumOf('paid_out'),
      feeCents: sumOf('platform_revenue'),
      refundedCents: sumOf('refunds'),
    })
    .from(ledgerEntries)
    .innerJoin(billingRecords, eq(billingRecords.id, ledgerEntries.billingRecordId))
    .where(inArray(billingRecords.ticketId, [...ticketIds]))
    .groupBy(billingRecords.ticketId, billingRecords.milestoneId);
}
