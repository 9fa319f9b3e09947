import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DomainError } from '#shared/domain/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { billingRecords, paymentEvents } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
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
import { paymentMismatch } from '#shared/domain/payments/received-payment.ts';

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
 * Applies one verified provider event exactly once (DESIGN §5 "Money"). The event's id is stored
 * in the same transaction as its effect, so a redelivery, concurrent or late, finds it and
 * changes nothing. Events are facts that converge in any order: a payment funds its milestone
 * (and wins over an expiry of its checkout); a payment the milestone can no longer take (already
 * funded, work refunded or finished) is taken and given back, never kept and never lost.
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
  const mismatch = paymentMismatch(record, event);
  if (mismatch) return giveBack(deps, event, record.id, mismatch);
  // Another event already told of this payment (e.g. Stripe's completed and async_succeeded).
  if ((SETTLED as readonly string[]).includes(record.status))
    return recordOnly(deps, event, record.id);

  try {
    await executeTicketCommand(deps.db, {
      ticketId: record.ticketId,
      command: {
        type: 'FundMilestone',
        milestoneId: record.milestoneId,
        paymentId: event.paymentId,
        amountCents: record.amountCents,
      },
      actor: PAYMENTS_ACTOR,
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
    // The domain refused the funding: the milestone cannot take this money.
    if (error instanceof DomainError) {
      return giveBack(deps, event, record.id);
    }
    throw error;
  }
}

/** Marks the record paid, closing any other open checkout of the milestone first. */
async function fundRecord(tx: Executor, record: BillingRecord, payment: PaymentEvent) {
  await tx
    .update(billingRecords)
    .set({ status: 'void' })
    .where(
      and(
        eq(billingRecords.milestoneId, record.milestoneId),
        eq(billingRecords.status, 'pending'),
        ne(billingRecords.id, record.id),
      ),
    );
  const [funded] = await tx
    .update(billingRecords)
    .set({ status: 'paid', paidAt: new Date(), ...takenFrom(payment) })
    .where(
      and(eq(billingRecords.id, record.id), inArray(billingRecords.status, ['pending', 'void'])),
    )
    .returning();
  if (!funded) throw new Error(`billing record ${record.id} changed while it was being funded`);
  return funded;
}

/**
 * Takes a payment its milestone cannot use (already funded, work refunded or finished) or that
 * cannot fund it (`mismatch`: another amount or currency) and refunds it at once: the ledger books
 * exactly what arrived, in and back out, and a job gives it back through the provider. A wrong
 * payment is also left for a moderator to look at.
 */
async function giveBack(
  deps: ProcessDeps,
  event: PaymentEvent,
  id: string,
  mismatch: string | null = null,
): Promise<Outcome> {
  const refunded = await deps.db.transaction(async (tx) => {
    const record = await lockRecord(tx, id);
    if (!record) throw new Error(`billing record ${id} vanished`);
    await markProcessed(tx, deps, event, id);
    if ((SETTLED as readonly string[]).includes(record.status)) {
      // The record already holds a payment: this one has no row of its own to be booked on.
      if (mismatch) {
        await tx
          .update(billingRecords)
          .set({
            reviewReason: `a further payment ${event.paymentId} ${mismatch}: refund it by hand`,
          })
          .where(eq(billingRecords.id, id));
      }
      return false;
    }
    const now = new Date();
    const [given] = await tx
      .update(billingRecords)
      .set({
        status: 'refunded',
        paidAt: now,
        refundedAt: now,
        ...takenFrom(event),
        reviewReason: mismatch,
      })
      .where(eq(billingRecords.id, id))
      .returning();
    if (!given) throw new Error(`billing record ${id} vanished`);
    await postMovement(tx, given, 'funding');
    await postMovement(tx, given, 'refund');
    await enqueueJob(tx, REFUND_PAYMENT_TASK, { billingRecordId: id }, { jobKey: `refund:${id}` });
    return true;
  });
  const context = { billingRecordId: id, paymentId: event.paymentId, mismatch };
  if (mismatch)
    deps.logger.error(
      context,
      'a payment could not fund its milestone: refunded, left for a moderator',
    );
  else if (refunded) deps.logger.warn(context, 'refunded a payment its milestone could not take');
  return 'processed';
}

type PaymentEvent = Extract<ProviderEvent, { type: 'payment.succeeded' }>;

/** What a record keeps of the payment it took: the provider's reference and what arrived. */
const takenFrom = (payment: PaymentEvent) => ({
  paymentId: payment.paymentId,
  receivedCents: payment.amountCents,
  receivedCurrency: payment.currency,
});

async function findRecord(db: Executor, id: string): Promise<BillingRecord | undefined> {
  const [record] = await db.select().from(billingRecords).where(eq(billingRecords.id, id));
  return record;
}
