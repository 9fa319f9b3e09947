import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { shownEmail } from '#shared/deleted-account.ts';
import { fullNameOf } from '#shared/format.ts';
import type { Me } from '#shared/schemas/auth.ts';
import {
  PAYMENTS_PAGE_SIZE,
  type CustomerPayment,
  type CustomerPaymentsPage,
  type PaymentReceipt,
  type PaymentsCursor,
} from '#shared/schemas/customer-payments.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords, profiles, users } from '../db/schema/index.ts';
import { bookedPriceOf } from './billing-records.ts';
import { BILLING_NOT_FOUND } from './payment-queries.ts';

/** Money that arrived: funded, released or refunded (a pending or void checkout took nothing). */
const took = sql`${billingRecords.status} in ('paid', 'released', 'refunded')`;

/**
 * A customer's payments and refunds, latest first, a page at a time
 * (docs/payments.md#receipts-and-earnings): what they paid for each milestone and where it stands.
 */
export async function customerPayments(
  db: Executor,
  me: Me,
  cursor: PaymentsCursor | null | undefined,
): Promise<CustomerPaymentsPage> {
  if (me.role !== 'customer') throw new AppError('NOT_FOUND', BILLING_NOT_FOUND);
  const after = cursor
    ? sql`(${billingRecords.paidAt}, ${billingRecords.id}) < (${cursor.paidAt.toISOString()}, ${cursor.id})`
    : sql`true`;
  const rows = await db
    .select()
    .from(billingRecords)
    .where(and(eq(billingRecords.customerId, me.id), took, isNotNull(billingRecords.paidAt), after))
    .orderBy(desc(billingRecords.paidAt), desc(billingRecords.id))
    .limit(PAYMENTS_PAGE_SIZE + 1);
  const payments = rows.slice(0, PAYMENTS_PAGE_SIZE).map((row): CustomerPayment => ({
    id: row.id,
    ticketId: row.ticketId,
    description: row.description,
    amountCents: bookedPriceOf(row).amountCents,
    paidAt: row.paidAt ?? new Date(0),
    status: row.status as CustomerPayment['status'],
    refundedAt: row.refundedAt,
  }));
  const last = rows.length > PAYMENTS_PAGE_SIZE ? payments.at(-1) : undefined;
  return { payments, nextCursor: last ? { paidAt: last.paidAt, id: last.id } : null };
}

/** One payment's receipt, for its customer or a moderator; NOT_FOUND for anyone else. */
export async function paymentReceipt(db: Executor, me: Me, id: string): Promise<PaymentReceipt> {
  const [row] = await db
    .select({ record: billingRecords, email: users.email, profile: profiles })
    .from(billingRecords)
    .innerJoin(users, eq(users.id, billingRecords.customerId))
    .leftJoin(profiles, eq(profiles.id, billingRecords.customerId))
    .where(and(eq(billingRecords.id, id), took, isNotNull(billingRecords.paidAt)));
  if (!row || (me.role !== 'moderator' && row.record.customerId !== me.id)) {
    throw new AppError('NOT_FOUND', BILLING_NOT_FOUND);
  }
  const { record } = row;
  const booked = bookedPriceOf(record);
  return {
    id: record.id,
    ticketId: record.ticketId,
    description: record.description,
    customerName: (row.profile && fullNameOf(row.profile)) || shownEmail(row.email),
    customerEmail: row.email,
    paidAt: record.paidAt ?? new Date(0),
    listCents: booked.listCents,
    discountCents: booked.discountCents,
    amountCents: booked.amountCents,
    feeCents: booked.feeCents,
    status: record.status as PaymentReceipt['status'],
    refundedAt: record.refundedAt,
    refundedCents: record.status === 'refunded' ? booked.amountCents : null,
  };
}
