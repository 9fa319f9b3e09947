import { z } from 'zod';
import type { PayoutStatus } from '../domain/payments/payouts.ts';

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
  /** A released share on its way out to the developer's payout account; null before release. */
  payout: {
    status: PayoutStatus;
    /** When it reached their payout account. */
    paidOutAt: Date | null;
    /** Why the last attempt failed (the provider's words); it is tried again. */
    problem: string | null;
  } | null;
}

/**
 * A page of the developer's milestone payments, with their totals as they stand (what they have
 * earned, what is held in escrow for them), summed by the database over every record.
 */
export interface EarningsPage {
  /** Everything released to the developer: paid out, or waiting to be (earned − paid out). */
  earnedCents: number;
  heldCents: number;
  /** What reached their payout account (less what the provider took back). */
  paidOutCents: number;
  records: EarningsRecord[];
  nextCursor: EarningsCursor | null;
}
