import { z } from 'zod';

/** Payments per page of a customer's payments list; "Show more" loads the next. */
export const PAYMENTS_PAGE_SIZE = 20;

/** Where the next page starts: after the last payment shown (latest paid first, then by id). */
const paymentsCursor = z.object({
  paidAt: z.date().min(new Date('1970-01-01T00:00:00Z')).max(new Date('9999-12-31T23:59:59Z')),
  id: z.uuid(),
});
export type PaymentsCursor = z.infer<typeof paymentsCursor>;
export const paymentsInput = z.object({ cursor: paymentsCursor.nullish() }).optional();

/**
 * One payment a customer made, and its refund if it went back
 * (docs/payments.md#receipts-and-earnings).
 */
export interface CustomerPayment {
  id: string;
  ticketId: string;
  /** "#AB12CD · Milestone title". */
  description: string;
  /** What the customer paid (for a payment that could not fund its milestone, what arrived). */
  amountCents: number;
  paidAt: Date;
  /** Held in escrow, released to the developer, or refunded to the customer. */
  status: 'paid' | 'released' | 'refunded';
  refundedAt: Date | null;
}

export interface CustomerPaymentsPage {
  payments: CustomerPayment[];
  nextCursor: PaymentsCursor | null;
}

/** A payment's receipt: what a printable page shows. Never the provider's references. */
export interface PaymentReceipt {
  id: string;
  ticketId: string;
  description: string;
  customerName: string;
  customerEmail: string;
  paidAt: Date;
  /** The milestone's price, the beta discount and what was paid, the platform fee included. */
  listCents: number;
  discountCents: number;
  amountCents: number;
  feeCents: number;
  status: 'paid' | 'released' | 'refunded';
  refundedAt: Date | null;
  refundedCents: number | null;
}
