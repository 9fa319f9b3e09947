import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DomainError } from '#shared/domain/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { billingRecords, paymentEvents } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
import { ticketNoticeRows } from '../tickets/ticket-emails.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import {
  lockRecord,
  postMovement,
  voidPendingRecord,
  type BillingRecord,
} from './billing-records.ts';
import { REFUND_PAYMENT_TASK } from './money-effects.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';
import { queueReceipt } from './receipts.ts';
import { HELD_FOR_DISPUTE, HELD_FOR_REVERSAL } from '#shared/domain/payments/payouts.ts';
import { applyAccountUpdate, holdPayouts } from '../payouts/payout-accounts.ts';
import { markReversed } from '../payouts/payout-records.ts';
import { paymentMismatch, receivedOnlyPrice } from '#shared/domain/payments/received-payment.ts';

export interface ProcessDeps {
  db: Database;
  env: Env;
  logger: Logger;
  provider: Pick<PaymentProvider, 'name'>;
}

export type Outcome = 'processed' | 'duplicate';

const SETTLED = ['paid', 'released', 'refunded'] as const;
const PAYMENTS_ACTOR = { id: 'payments', role: 'payments' } as const;

/**
 * Applies one verified provider event exactly once
 * (docs/payments.md#only-verified-events-move-money). The event's id is stored in the same
 * transaction as its effect, so a redelivery, concurrent or late, finds it and changes nothing. Events are facts that converge in any order. A payment funds its milestone
 * only through the milestone's current checkout and at the price its plan has now; any other
 * payment (a closed or replaced checkout, another amount, a checkout paid twice, a milestone that
 * can no longer take it) is taken, given back at once and left for a moderator: never kept, never
 * lost (ADR 0007).
 */
export async function processProviderEvent(
  deps: ProcessDeps,
  event: ProviderEvent,
): Promise<Outcome> {
  try {
    switch (event.type) {
      case 'ignored':
        return await recordOnly(deps, event, null);
      case 'checkout.expired':
        return await expireCheckout(deps, event);
      case 'payment.succeeded':
        return await takePayment(deps, event);
      case 'payout-account.updated':
        return await updatePayoutAccount(deps, event);
      case 'transfer.reversed':
        return await reverseTransfer(deps, event);
      case 'payment.disputed':
        return await disputePayment(deps, event);
    }
  } catch (error) {
    if (isUniqueViolation(error, 'payment_events_provider_event_id_pk')) return 'duplicate';
    throw error;
  }
}

/** Stores the event as processed; throws a unique violation when it already was. */
async function markProcessed(
  tx: Executor,
  deps: ProcessDeps,
  event: ProviderEvent,
  id: string | null,
) {
  await tx.insert(paymentEvents).values({
    provider: deps.provider.name,
    eventId: event.id,
    type: event.type === 'ignored' ? event.providerType : event.type,
    billingRecordId: id,
  });
}

async function recordOnly(deps: ProcessDeps, event: ProviderEvent, id: string | null) {
  await markProcessed(deps.db, deps, event, id);
  return 'processed' as const;
}

async function expireCheckout(
  deps: ProcessDeps,
  event: Extract<ProviderEvent, { type: 'checkout.expired' }>,
): Promise<Outcome> {
  const record = await findRecord(deps.db, event.billingRecordId);
  await deps.db.transaction(async (tx) => {
    await markProcessed(tx, deps, event, record?.id ?? null);
    if (!record) return;
    await voidPendingRecord(tx, record.id);
  });
  return 'processed';
}

async function takePayment(deps: ProcessDeps, event: PaymentEvent): Promise<Outcome> {
  const record = await findRecord(deps.db, event.billingRecordId);
  if (!record) {
    // Only a payment we did not open could get here; a person must look at it.
    deps.logger.error({ event }, 'a payment arrived for an unknown billing record');
    return recordOnly(deps, event, null);
  }
  if (isSettled(record)) {
    // Another event already told of this payment (e.g. Stripe's completed and async_succeeded).
    if (record.paymentId === event.paymentId) return recordOnly(deps, event, record.id);
    return giveBackFurther(deps, event, record.id);
  }
  const mismatch = paymentMismatch(record, event);
  if (mismatch) return giveBack(deps, event, record.id, mismatch);
  // Only the milestone's current checkout funds it: a void one was replaced or never stood.
  if (record.status === 'void') return giveBack(deps, event, record.id, CLOSED_CHECKOUT);

  try {
    await executeTicketCommand(deps.db, {
      ticketId: record.ticketId,
      command: {
        type: 'FundMilestone',
        milestoneId: record.milestoneId,
        paymentId: event.paymentId,
        amountCents: record.amountCents,
        // The domain funds only at the plan's price now (ticket-rules.ts `canFund`).
        listCents: record.listCents,
      },
      actor: PAYMENTS_ACTOR,
      // The developer hears that the milestone is funded: a mail and a bell notice from one
      // notice, in the change's statement (docs/notifications.md).
      notices: ({ events, state }) => ticketNoticeRows(deps.env, events, state),
      sideEffects: () => [
        async (tx) => {
          await markProcessed(tx, deps, event, record.id);
          const funded = await fundRecord(tx, record, event);
          await postMovement(tx, funded, 'funding');
          await queueReceipt(tx, deps.env, funded, 'payment');
        },
      ],
    });
    return 'processed';
  } catch (error) {
    // The domain refused the funding: the milestone cannot take this money (its price changed,
    // it was refunded or finished, the request closed).
    if (error instanceof DomainError) return giveBack(deps, event, record.id, REFUSED);
    throw error;
  }
}

/** Why a moderator is asked to look at a payment that funded nothing (`review_reason`). */
export const PAID_TWICE = 'paid a checkout a second time: it already held a payment';
const CLOSED_CHECKOUT = 'paid a checkout that was closed (replaced or never completed)';
const REFUSED = 'paid for a milestone that could not take it (its price or status changed)';

const isSettled = (record: BillingRecord) => (SETTLED as readonly string[]).includes(record.status);

/** Marks the pending record paid. */
async function fundRecord(tx: Executor, record: BillingRecord, payment: PaymentEvent) {
  const [funded] = await tx
    .update(billingRecords)
    .set({ status: 'paid', paidAt: new Date(), ...takenFrom(payment) })
    .where(and(eq(billingRecords.id, record.id), eq(billingRecords.status, 'pending')))
    .returning();
  if (!funded) throw new Error(`billing record ${record.id} changed while it was being funded`);
  return funded;
}

/**
 * Takes a payment that cannot fund its milestone and refunds it at once: the ledger books exactly
 * what arrived, in and back out, a job gives it back through the provider, and a moderator is
 * asked to look (`reason`). A record already holding a payment is left to `giveBackFurther`.
 */
async function giveBack(
  deps: ProcessDeps,
  event: PaymentEvent,
  id: string,
  reason: string,
): Promise<Outcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const record = await lockRecord(tx, id);
    if (!record) throw new Error(`billing record ${id} vanished`);
    // Settled meanwhile (a concurrent event funded it): this payment is a further one.
    if (isSettled(record)) return 'further' as const;
    await markProcessed(tx, deps, event, id);
    const now = new Date();
    const [given] = await tx
      .update(billingRecords)
      .set({
        status: 'refunded',
        paidAt: now,
        refundedAt: now,
        ...takenFrom(event),
        reviewReason: reason,
      })
      .where(eq(billingRecords.id, id))
      .returning();
    if (!given) throw new Error(`billing record ${id} vanished`);
    await refundAtOnce(tx, given);
    return 'refunded' as const;
  });
  if (outcome === 'further') return giveBackFurther(deps, event, id);
  deps.logger.error(
    { billingRecordId: id, paymentId: event.paymentId, reason },
    'a payment could not fund its milestone: refunded, left for a moderator',
  );
  return 'processed';
}

/**
 * A further payment for a record that already holds one (a checkout paid twice, or a payment
 * after a refund): it has no row of its own to be booked on, so it gets one, beside the record it
 * named, priced at exactly what arrived, refunded at once and left for a moderator. The named
 * record's lock makes two tellings of the same further payment book it once.
 */
async function giveBackFurther(
  deps: ProcessDeps,
  event: PaymentEvent,
  id: string,
): Promise<Outcome> {
  const reason = PAID_TWICE;
  await deps.db.transaction(async (tx) => {
    const named = await lockRecord(tx, id);
    if (!named) throw new Error(`billing record ${id} vanished`);
    await markProcessed(tx, deps, event, id);
    const [booked] = await tx
      .select({ id: billingRecords.id })
      .from(billingRecords)
      .where(eq(billingRecords.paymentId, event.paymentId));
    if (booked) return;
    const now = new Date();
    const [further] = await tx
      .insert(billingRecords)
      .values({
        id: randomUUID(),
        ticketId: named.ticketId,
        milestoneId: named.milestoneId,
        customerId: named.customerId,
        developerId: named.developerId,
        ...receivedOnlyPrice(event),
        status: 'refunded',
        description: named.description,
        provider: named.provider,
        paidAt: now,
        refundedAt: now,
        ...takenFrom(event),
        reviewReason: reason,
      })
      .returning();
    await refundAtOnce(tx, further!);
  });
  deps.logger.error(
    { billingRecordId: id, paymentId: event.paymentId },
    'a further payment for a paid checkout: refunded, left for a moderator',
  );
  return 'processed';
}

/** Books a refunded record's payment in and back out, and queues its transfer back. */
async function refundAtOnce(tx: Executor, record: BillingRecord) {
  await postMovement(tx, record, 'funding');
  await postMovement(tx, record, 'refund');
  await enqueueJob(
    tx,
    REFUND_PAYMENT_TASK,
    { billingRecordId: record.id },
    { jobKey: `refund:${record.id}` },
  );
}

type PaymentEvent = Extract<ProviderEvent, { type: 'payment.succeeded' }>;

/** What a record keeps of the payment it took: the provider's reference and what arrived. */
const takenFrom = (payment: PaymentEvent) => ({
  paymentId: payment.paymentId,
  receivedCents: payment.amountCents,
  receivedCurrency: payment.currency,
});

/** What the provider says of a developer's payout account (docs/payments.md#payouts). */
async function updatePayoutAccount(
  deps: ProcessDeps,
  event: Extract<ProviderEvent, { type: 'payout-account.updated' }>,
): Promise<Outcome> {
  await deps.db.transaction(async (tx) => {
    await markProcessed(tx, deps, event, null);
    const developer = await applyAccountUpdate(tx, event);
    if (!developer) deps.logger.warn({ event }, 'an update for a payout account that is not ours');
  });
  return 'processed';
}

/**
 * The provider took a payout back (docs/payments.md#refunds-stay-honest): the ledger books what
 * came back, and the developer's further payouts wait for a moderator.
 */
async function reverseTransfer(
  deps: ProcessDeps,
  event: Extract<ProviderEvent, { type: 'transfer.reversed' }>,
): Promise<Outcome> {
  const payout = await deps.db.transaction(async (tx) => {
    const reversed = await markReversed(tx, event.transferId, event.amountReversedCents);
    await markProcessed(tx, deps, event, reversed?.billingRecordId ?? null);
    if (!reversed) return undefined;
    const [record] = await tx
      .select({ ticketId: billingRecords.ticketId })
      .from(billingRecords)
      .where(eq(billingRecords.id, reversed.billingRecordId));
    await holdPayouts(tx, {
      developerId: reversed.developerId,
      reason: HELD_FOR_REVERSAL,
      ticketId: record!.ticketId,
    });
    return reversed;
  });
  if (!payout) deps.logger.error({ event }, 'a reversal of a transfer we did not make');
  else deps.logger.error({ event }, 'a payout was reversed: the developer’s payouts are held');
  return 'processed';
}

/**
 * A customer disputed a payment with their bank: recorded against its billing record, and its
 * developer's further payouts wait for a moderator, who sees the hold with the request
 * (docs/payments.md#refunds-stay-honest).
 */
async function disputePayment(
  deps: ProcessDeps,
  event: Extract<ProviderEvent, { type: 'payment.disputed' }>,
): Promise<Outcome> {
  await deps.db.transaction(async (tx) => {
    const [record] = await tx
      .select()
      .from(billingRecords)
      .where(eq(billingRecords.paymentId, event.paymentId));
    await markProcessed(tx, deps, event, record?.id ?? null);
    if (record) {
      await holdPayouts(tx, {
        developerId: record.developerId,
        reason: HELD_FOR_DISPUTE,
        ticketId: record.ticketId,
      });
    }
  });
  deps.logger.error({ event }, 'a customer disputed a payment');
  return 'processed';
}

async function findRecord(db: Executor, id: string): Promise<BillingRecord | undefined> {
  const [record] = await db.select().from(billingRecords).where(eq(billingRecords.id, id));
  return record;
}
