import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import {
  EARNINGS_PAGE_SIZE,
  type EarningsCursor,
  type EarningsPage,
  type EarningsRecord,
} from '#shared/schemas/earnings.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords, payouts } from '../db/schema/index.ts';
import { balanceOf, bookedPriceOf, type BillingRecord } from './billing-records.ts';

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

/** The records a developer's earnings list: funded at some point (none still awaits payment). */
const settledFor = (developerId: string) =>
  and(
    eq(billingRecords.developerId, developerId),
    sql`${billingRecords.status} in ('paid', 'released', 'refunded')`,
    isNotNull(billingRecords.paidAt),
  );

/**
 * A developer's money (docs/payments.md#receipts-and-earnings): what they have earned (released
 * to them) and what is held in escrow for work in progress, both summed by the database, and each
 * funding, latest paid first, a page at a time (however many milestones they were paid for).
 */
export async function developerEarnings(
  db: Executor,
  me: Me,
  cursor: EarningsCursor | null | undefined,
): Promise<EarningsPage> {
  if (me.role !== 'developer') throw new AppError('NOT_FOUND', BILLING_NOT_FOUND);
  const after = cursor
    ? sql`(${billingRecords.paidAt}, ${billingRecords.id}) < (${cursor.paidAt.toISOString()}, ${cursor.id})`
    : sql`true`;
  const [rows, totals] = await Promise.all([
    db
      .select({ record: billingRecords, payout: payouts })
      .from(billingRecords)
      .leftJoin(payouts, eq(payouts.billingRecordId, billingRecords.id))
      .where(and(settledFor(me.id), after))
      .orderBy(desc(billingRecords.paidAt), desc(billingRecords.id))
      // One more than a page tells whether another follows.
      .limit(EARNINGS_PAGE_SIZE + 1),
    earningsTotals(db, me.id),
  ]);
  const records = rows
    .slice(0, EARNINGS_PAGE_SIZE)
    .map(({ record: row, payout }): EarningsRecord => ({
      id: row.id,
      ticketId: row.ticketId,
      description: row.description,
      status: row.status as EarningsRecord['status'],
      // A refund gives back what the customer paid (what arrived, for a wrong payment), not the
      // developer's share of it.
      amountCents: row.status === 'refunded' ? bookedPriceOf(row).amountCents : row.developerCents,
      paidAt: row.paidAt ?? new Date(0),
      releasedAt: row.releasedAt,
      payout: payout && {
        status: payout.status,
        paidOutAt: payout.paidAt,
        problem: payout.status === 'failed' ? payout.lastError : null,
      },
    }));
  const last = rows.length > EARNINGS_PAGE_SIZE ? records.at(-1) : undefined;
  return { ...totals, records, nextCursor: last ? { paidAt: last.paidAt, id: last.id } : null };
}

/**
 * From the ledger: earned (released to the developer: still payable, or paid out) and paid out;
 * held: what escrow keeps for their work in progress.
 */
async function earningsTotals(db: Executor, developerId: string) {
  const [payableCents, paidOutCents, [held]] = await Promise.all([
    balanceOf(db, developerId, 'developer_payable'),
    balanceOf(db, developerId, 'paid_out'),
    db
      .select({ cents: sql<string>`coalesce(sum(${billingRecords.developerCents}), 0)` })
      .from(billingRecords)
      .where(and(eq(billingRecords.developerId, developerId), eq(billingRecords.status, 'paid'))),
  ]);
  return {
    earnedCents: payableCents + paidOutCents,
    heldCents: Number(held?.cents ?? 0),
    paidOutCents,
  };
}
