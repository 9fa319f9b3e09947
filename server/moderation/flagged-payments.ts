import { desc, sql } from 'drizzle-orm';
import {
  FLAGGED_PAYMENT_PAGE_SIZE,
  type FlaggedPayment,
  type FlaggedPaymentCursor,
  type FlaggedPaymentPage,
} from '#shared/schemas/moderation.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords } from '../db/schema/index.ts';

/** The records a moderator is asked to look at: the predicate of their partial index. */
const isFlagged = sql`${billingRecords.reviewReason} is not null`;

/**
 * When the payment arrived, to the millisecond (what a cursor's JS Date holds). Every flag is
 * set as its payment arrives, with `paid_at`; a record flagged without one still shows, at the
 * time it was made.
 */
const arrivedAt = sql<Date>`date_trunc('milliseconds',
  coalesce(${billingRecords.paidAt}, ${billingRecords.createdAt}))`;

/**
 * The payments that funded nothing and were refunded at once, as the moderators' console lists
 * them: the latest to arrive first, a page at a time, with only what the console shows (no
 * party's name or address). They are few, so the partial index finds them all and they are
 * sorted by arrival (a record is made when its checkout opens, often long before it is paid).
 */
export async function listFlaggedPayments(
  db: Executor,
  cursor: FlaggedPaymentCursor | null | undefined,
): Promise<FlaggedPaymentPage> {
  const after = cursor
    ? sql`(${arrivedAt}, ${billingRecords.id}) < (${cursor.paidAt.toISOString()}, ${cursor.id})`
    : sql`true`;
  const rows = await db
    .select({
      id: billingRecords.id,
      ticketId: billingRecords.ticketId,
      // Read as the column is: the driver hands an expression's time over as text.
      paidAt: sql<Date>`${arrivedAt}`.mapWith(billingRecords.paidAt),
      receivedCents: billingRecords.receivedCents,
      receivedCurrency: billingRecords.receivedCurrency,
      reason: sql<string>`${billingRecords.reviewReason}`,
      refunded: sql<boolean>`${billingRecords.refundId} is not null`,
    })
    .from(billingRecords)
    .where(sql`${isFlagged} and ${after}`)
    .orderBy(desc(arrivedAt), desc(billingRecords.id))
    // One more than a page tells whether another follows.
    .limit(FLAGGED_PAYMENT_PAGE_SIZE + 1);
  const items = rows
    .slice(0, FLAGGED_PAYMENT_PAGE_SIZE)
    .map(({ receivedCents, receivedCurrency, ...row }): FlaggedPayment => ({
      ...row,
      received:
        receivedCents === null || receivedCurrency === null
          ? null
          : { amountCents: receivedCents, currency: receivedCurrency },
    }));
  const last = rows.length > FLAGGED_PAYMENT_PAGE_SIZE ? items.at(-1) : undefined;
  return { items, nextCursor: last ? { paidAt: last.paidAt, id: last.id } : null };
}
