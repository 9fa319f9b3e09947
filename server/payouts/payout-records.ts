import { and, eq, inArray, sql } from 'drizzle-orm';
import { payoutPostings } from '#shared/domain/payments/ledger.ts';
import type { Executor } from '../db/client.ts';
import { ledgerEntries, payouts } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { bookedPriceOf, type BillingRecord } from '../payments/billing-records.ts';

export const SEND_PAYOUT_TASK = 'send-payout';

export type Payout = typeof payouts.$inferSelect;

/** Outstanding: still to go out (the job sends it once the developer's account can take it). */
const OUTSTANDING = ['waiting', 'failed'] as const;

/**
 * Queues a released milestone's share for its developer, in the release's own transaction
 * (docs/payments.md#payouts): one payout per billing record (its key), so a release told twice
 * still pays once.
 */
export async function queuePayout(tx: Executor, record: BillingRecord): Promise<void> {
  const amountCents = bookedPriceOf(record).developerCents;
  if (amountCents <= 0) return;
  const [queued] = await tx
    .insert(payouts)
    .values({
      billingRecordId: record.id,
      developerId: record.developerId,
      amountCents,
      status: 'waiting',
    })
    .onConflictDoNothing()
    .returning({ id: payouts.billingRecordId });
  if (queued) await sendSoon(tx, queued.id);
}

/** Asks the job to send one payout; a job already queued for it is replaced, not doubled. */
async function sendSoon(tx: Executor, billingRecordId: string): Promise<void> {
  await enqueueJob(
    tx,
    SEND_PAYOUT_TASK,
    { billingRecordId },
    // Retried with graphile-worker's backoff (exp(attempt) seconds, at most ~6 h apart): 12
    // attempts end within a day of the first, while Stripe still keeps the idempotency key
    // (about 24 h), so a retry can never make a second transfer. A payout still failing after
    // that stays in front of moderators.
    { jobKey: `payout:${billingRecordId}`, maxAttempts: 12 },
  );
}

/** Asks the job to send every outstanding payout of a developer (their account became ready). */
export async function sendOutstandingOf(tx: Executor, developerId: string): Promise<number> {
  const rows = await tx
    .select({ id: payouts.billingRecordId })
    .from(payouts)
    .where(and(eq(payouts.developerId, developerId), inArray(payouts.status, OUTSTANDING)));
  for (const row of rows) await sendSoon(tx, row.id);
  return rows.length;
}

/**
 * Marks an outstanding payout paid with the provider's transfer, and books it (payable to the
 * developer → paid out) in the same transaction. Whoever comes second (a job run twice, two
 * runs at once) finds it paid and books nothing: the ledger's (record, movement, account) index
 * would refuse a second booking anyway.
 */
export async function markPaid(
  tx: Executor,
  billingRecordId: string,
  transferId: string,
): Promise<Payout | undefined> {
  const [paid] = await tx
    .update(payouts)
    .set({
      status: 'paid',
      transferId,
      paidAt: new Date(),
      lastError: null,
      attempts: sql`${payouts.attempts} + 1`,
    })
    .where(and(eq(payouts.billingRecordId, billingRecordId), inArray(payouts.status, OUTSTANDING)))
    .returning();
  if (!paid) return undefined;
  await tx.insert(ledgerEntries).values(
    payoutPostings('payout', paid.amountCents, paid.developerId).map((posting) => ({
      ...posting,
      billingRecordId,
      kind: 'payout' as const,
    })),
  );
  return paid;
}

/** Records a failed attempt, for the developer and moderators to read; the job retries it. */
export async function markFailed(
  tx: Executor,
  billingRecordId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(payouts)
    .set({ status: 'failed', lastError: reason, attempts: sql`${payouts.attempts} + 1` })
    .where(and(eq(payouts.billingRecordId, billingRecordId), inArray(payouts.status, OUTSTANDING)));
}

/**
 * A transfer the provider took back (all or part of it): the payout is reversed, and what came
 * back is booked to what the platform owes the developer again. Booked once, at the first
 * telling; a later, larger reversal is left to the moderator the hold puts it in front of.
 */
export async function markReversed(
  tx: Executor,
  transferId: string,
  amountReversedCents: number,
): Promise<Payout | undefined> {
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.transferId, transferId))
    .for('update');
  if (!payout || payout.status !== 'paid') return payout;
  const reversedCents = Math.min(Math.max(amountReversedCents, 0), payout.amountCents);
  const [reversed] = await tx
    .update(payouts)
    .set({ status: 'reversed', reversedCents, reversedAt: new Date() })
    .where(eq(payouts.billingRecordId, payout.billingRecordId))
    .returning();
  const postings = payoutPostings('payout_reversal', reversedCents, payout.developerId);
  if (postings.length > 0) {
    await tx.insert(ledgerEntries).values(
      postings.map((posting) => ({
        ...posting,
        billingRecordId: payout.billingRecordId,
        kind: 'payout_reversal' as const,
      })),
    );
  }
  return reversed;
}
