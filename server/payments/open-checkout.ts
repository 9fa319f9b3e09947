import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { milestoneCostCents } from '#shared/domain/money.ts';
import { ALREADY_PAID, checkoutRefusal } from '#shared/domain/payments/checkout-rules.ts';
import { priceMilestone } from '#shared/domain/payments/pricing.ts';
import { AppError } from '#shared/errors.ts';
import { shortTicketId } from '#shared/format.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { billingRecords } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { NOT_FOUND_TEXT } from '../tickets/ticket-queries.ts';
import type { BillingRecord } from './billing-records.ts';
import {
  discountTakenElsewhere,
  insertPendingRecord,
  liveRecordOf,
  setCheckoutOf,
} from './checkout-statements.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';

export interface CheckoutDeps {
  db: Database;
  env: Env;
  logger: Logger;
  payments: PaymentProvider;
}

export interface Checkout {
  billingRecordId: string;
  checkoutUrl: string;
  amountCents: number;
}

/**
 * Opens (or reopens) the checkout for one milestone of the customer's ticket. The price is
 * computed here from the plan, never taken from the client. An open checkout for the same price
 * is reused, so a second click pays the same record; a plan whose price changed voids it. The
 * record is written before the provider is called, so no payment can exist without its record;
 * a provider failure voids it and the customer sees "Error creating billing record: …".
 */
export async function openCheckout(
  deps: CheckoutDeps,
  me: Me,
  input: { ticketId: string; milestoneId: string },
): Promise<Checkout> {
  const ticket = await readTicketProjection(deps.db, input.ticketId);
  if (!ticket || ticket.deleted || me.role !== 'customer' || ticket.customerId !== me.id) {
    throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  }
  return openCheckoutOn(deps, me, ticket, input.milestoneId, { approvingPlan: false });
}

/**
 * Opens a milestone's checkout on a ticket the caller already read and authorised as its
 * customer's (Approve Plan does so inside its command, reading the ticket once).
 */
export async function openCheckoutOn(
  deps: CheckoutDeps,
  me: Me,
  ticket: TicketState,
  milestoneId: string,
  options: { approvingPlan: boolean },
): Promise<Checkout> {
  const input = { milestoneId };
  const refusal = checkoutRefusal(ticket, input.milestoneId, options);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const milestone = ticket.milestones.find((candidate) => candidate.id === input.milestoneId)!;
  const listCents = milestoneCostCents(milestone.hourlyRateCents, milestone.estimatedMinutes);

  const [[live], [discountTaken]] = await Promise.all([
    liveRecordOf(deps.db).execute({ milestoneId: milestone.id }),
    discountTakenElsewhere(deps.db).execute({ customerId: me.id, milestoneId: milestone.id }),
  ]);
  if (live && live.status !== 'pending') throw new AppError('CONFLICT', ALREADY_PAID);
  if (live?.checkoutUrl && live.listCents === listCents) return checkoutOf(live);
  if (live) {
    await deps.db
      .update(billingRecords)
      .set({ status: 'void' })
      .where(and(eq(billingRecords.id, live.id), eq(billingRecords.status, 'pending')));
  }

  // Every customer joined through a beta code: their first funding gets the first hour at half
  // price, once (the unique index holds the line if two checkouts race for it).
  const price = priceMilestone(milestone, { betaDiscount: !discountTaken });
  const id = randomUUID();
  const description = `Request ${shortTicketId(ticket.id)} · ${milestone.title}`;
  try {
    await insertPendingRecord(deps.db).execute({
      id,
      ticketId: ticket.id,
      milestoneId: milestone.id,
      customerId: me.id,
      developerId: ticket.developerId!,
      ...price,
      description,
      provider: deps.payments.name,
    });
  } catch (error) {
    // Another click opened this milestone's checkout (or took the discount) at the same moment.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Please try again.');
    throw error;
  }

  try {
    const opened = await deps.payments.createCheckout({
      billingRecordId: id,
      amountCents: price.amountCents,
      description,
      // The session's user, kept current by the live bus (ADR 0006): no read for it here.
      customerEmail: me.email,
      successUrl: `${deps.env.publicUrl}/paidSuccessful/${id}`,
      cancelUrl: `${deps.env.publicUrl}/dashboard/customer/plan/${ticket.id}`,
    });
    const [record] = await setCheckoutOf(deps.db).execute({
      id,
      checkoutId: opened.checkoutId,
      checkoutUrl: opened.url,
    });
    return checkoutOf(record!);
  } catch (error) {
    await deps.db.update(billingRecords).set({ status: 'void' }).where(eq(billingRecords.id, id));
    deps.logger.error({ err: error, billingRecordId: id }, 'Failed to create checkout session');
    const reason =
      error instanceof ProviderError ? error.message : 'Failed to create billing record';
    throw new AppError('BAD_GATEWAY', `Error creating billing record: ${reason}`);
  }
}

const checkoutOf = (record: BillingRecord): Checkout => ({
  billingRecordId: record.id,
  checkoutUrl: record.checkoutUrl!,
  amountCents: record.amountCents,
});
