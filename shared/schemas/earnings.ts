import { z } from 'zod';

/** Milestone payments per page of a developer's earnings; "Show more" loads the next. */
export const EARNINGS_PAGE_SIZE = 20;

/**
 * Where the next page of a developer's milestone payments starts: after the last one shown, in
 * the list's order (latest paid first, then by id). `paidAt` is written from a JS Date, so the
 * cursor holds it exactly.
 */
const earningsCursor = z.object({
  // Within what PostgreSQL stores: a date outside it is no payment's.
  paidAt: z.date().min(new Date('1970-01-01T00:00:00Z')).max(new Date('9999-12-31T23:59:59Z')),
  id: z.uuid(),
});
export type EarningsCursor = z.infer<typeof earningsCursor>;
// Without one, the first page.
export const earningsInput = z.object({ cursor: earningsCursor.nullish() }).optional();

/** One funding of one of the developer's milestones, where its money stands. */
export interface EarningsRecord {
  id: string;
  ticketId: string;
  description: string;
  status: 'paid' | 'released' | 'refunded';
  /** The developer's share (held or released), or what went back to the customer (refunded). */
  amountCents: number;
  paidAt: Date;
  releasedAt: Date | null;
}

/**
 * A page of the developer's milestone payments, with their totals as they stand (what they have
 * earned, what is held in escrow for them), summed by the database over every record.
 */
export interface EarningsPage {
  earnedCents: number;
  heldCents: number;
  records: EarningsRecord[];
  nextCursor: EarningsCursor | null;
}
