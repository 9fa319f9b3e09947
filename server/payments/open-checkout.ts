import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ALREADY_PAID, checkoutRefusal } from '#shared/domain/payments/checkout-rules.ts';
import { priceMilestone } from '#shared/domain/payments/pricing.ts';
import { AppError } from '#shared/errors.ts';
import { shortTicketId } from '#shared/format.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Env } from '../env.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { NOT_FOUND_TEXT } from '../tickets/ticket-queries.ts';
import { voidPendingRecord, type BillingRecord } from './billing-records.ts';
import {
  bothPrices,
  liveRecordOf,
  openRecord,
  setCheckoutOf,
  type CheckoutSession,
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
  const opened = await openCheckoutOn(deps, me, ticket, input.milestoneId, {
    approvingPlan: false,
  });
  if (opened.session) {
    await setCheckoutOf(deps.db)
      .execute({ ...opened.session })
      .catch(async (error: unknown) => {
        throw await opened.discard(error);
      });
  }
  return opened.checkout;
}

/**
 * A checkout the provider opened, whose `session` is not written on its record yet, so that
 * Approve Plan writes it in the statement that approves the plan (a plan is approved with its
 * checkout or not at all). Null for a checkout reused as it was recorded before.
 *
 * `discard` undoes the opening once that write did not commit, and answers the error to tell the
 * customer: the refusal itself (the change was refused or beaten to its version), else "Error
 * creating billing record: …" (the write failed). It never throws.
 */
export interface OpenedCheckout {
  checkout: Checkout;
  session: CheckoutSession | null;
  discard: (error: unknown) => Promise<unknown>;
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
): Promise<OpenedCheckout> {
  const refusal = checkoutRefusal(ticket, milestoneId, options);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const milestone = ticket.milestones.find((candidate) => candidate.id === milestoneId)!;
  const description = `Request ${shortTicketId(ticket.id)} · ${milestone.title}`;
  const record = await pendingRecord(deps, me, ticket, milestone, description);
  if ('reused' in record) {
    const { reused } = record;
    return {
      checkout: reused,
      session: null,
      discard: async (error) => {
        await closeUnusedCheckout(deps, reused, ticket.id, milestoneId).catch(
          (closing: unknown) => {
            // The webhook still refunds a payment of it: a closed or stale checkout funds nothing.
            deps.logger.error({ err: closing }, 'Failed to close an unused checkout');
          },
        );
        return error;
      },
    };
  }

  const { id, amountCents } = record.opened;
  // Never throws: a record it cannot void (the database is away) stays pending without a
  // session, and the next checkout of the milestone voids and replaces it.
  const voidRecord = (checkoutId?: string) =>
    voidPendingRecord(deps.db, id, checkoutId).catch((voiding: unknown) => {
      deps.logger.error({ err: voiding, billingRecordId: id }, 'Failed to void billing record');
    });
  const failed = async (error: unknown, checkoutId?: string) => {
    deps.logger.error({ err: error, billingRecordId: id }, 'Failed to create checkout session');
    await voidRecord(checkoutId);
    const reason =
      error instanceof ProviderError ? error.message : 'Failed to create billing record';
    return new AppError('BAD_GATEWAY', `Error creating billing record: ${reason}`);
  };
  let opened: { checkoutId: string; url: string };
  try {
    opened = await deps.payments.createCheckout({
      billingRecordId: id,
      amountCents,
      description,
      // The session's user, kept current by the live bus (ADR 0006): no read for it here.
      customerEmail: me.email,
      successUrl: `${deps.env.publicUrl}/paidSuccessful/${id}`,
      cancelUrl: `${deps.env.publicUrl}/dashboard/customer/plan/${ticket.id}`,
    });
  } catch (error) {
    throw await failed(error);
  }
  const { checkoutId, url } = opened;
  return {
    checkout: { billingRecordId: id, checkoutUrl: url, amountCents },
    session: { id, checkoutId, checkoutUrl: url },
    // Nobody was shown this checkout: its record is voided and the provider's checkout closed.
    discard: async (error) => {
      if (!(error instanceof AppError)) return failed(error, checkoutId);
      await voidRecord(checkoutId);
      return error;
    },
  };
}

/**
 * Closes a reused checkout whose command failed (Approve Plan refused, or beaten by Request
 * Changes on the same version): its price may never be the plan's again, so nobody may pay it
 * (ADR 0007). It is kept only when the request asks for exactly this payment now (another
 * approval of the same plan won, and may be showing this very checkout).
 */
async function closeUnusedCheckout(
  deps: Pick<CheckoutDeps, 'db'>,
  checkout: Checkout,
  ticketId: string,
  milestoneId: string,
): Promise<void> {
  const ticket = await readTicketProjection(deps.db, ticketId);
  const [live] = await liveRecordOf(deps.db).execute({ milestoneId });
  const milestone = ticket?.milestones.find((candidate) => candidate.id === milestoneId);
  const wanted =
    ticket !== null &&
    milestone !== undefined &&
    checkoutRefusal(ticket, milestoneId, { approvingPlan: false }) === null &&
    live?.id === checkout.billingRecordId &&
    live.listCents === priceMilestone(milestone, { betaDiscount: false }).listCents;
  if (!wanted) await voidPendingRecord(deps.db, checkout.billingRecordId);
}

/**
 * The milestone's pending record to pay: its open checkout when one exists for the same price,
 * else a new record (an open one for another price is voided first). A funded one refuses.
 */
async function pendingRecord(
  deps: CheckoutDeps,
  me: Me,
  ticket: TicketState,
  milestone: TicketState['milestones'][number],
  description: string,
): Promise<{ reused: Checkout } | { opened: BillingRecord }> {
  // Every customer joined through a beta code: their first funding gets the first hour at half
  // price, once. The statement picks the price; the rule stays in `priceMilestone`.
  const full = priceMilestone(milestone, { betaDiscount: false });
  const prices = bothPrices(full, priceMilestone(milestone, { betaDiscount: true }));
  // Two tries: the second follows voiding a record whose price changed, or one voided meanwhile.
  for (let attempt = 0; attempt < 2; attempt++) {
    let opened: BillingRecord | undefined;
    try {
      [opened] = await openRecord(deps.db).execute({
        id: randomUUID(),
        ticketId: ticket.id,
        milestoneId: milestone.id,
        customerId: me.id,
        developerId: ticket.developerId!,
        ...prices,
        description,
        provider: deps.payments.name,
      });
    } catch (error) {
      // Another checkout took the customer's discount at the same moment.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', TRY_AGAIN);
      throw error;
    }
    if (opened) return { opened };

    const [live] = await liveRecordOf(deps.db).execute({ milestoneId: milestone.id });
    if (!live) continue;
    if (live.status !== 'pending') throw new AppError('CONFLICT', ALREADY_PAID);
    if (live.checkoutUrl && live.listCents === full.listCents) return { reused: checkoutOf(live) };
    await voidPendingRecord(deps.db, live.id);
  }
  // Another click opened this milestone's checkout at the same moment.
  throw new AppError('CONFLICT', TRY_AGAIN);
}

const TRY_AGAIN = 'Please try again.';

const checkoutOf = (record: BillingRecord): Checkout => ({
  billingRecordId: record.id,
  checkoutUrl: record.checkoutUrl!,
  amountCents: record.amountCents,
});
