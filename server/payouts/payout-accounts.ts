import { eq } from 'drizzle-orm';
import { payoutSetupOf, type PayoutSetup } from '#shared/domain/payments/payouts.ts';
import type { Executor } from '../db/client.ts';
import { payoutAccounts, payoutHolds } from '../db/schema/index.ts';
import type { ProviderEvent } from '../payments/provider.ts';
import { sendOutstandingOf } from './payout-records.ts';

export type PayoutAccount = typeof payoutAccounts.$inferSelect;

export async function payoutAccountOf(
  db: Executor,
  developerId: string,
): Promise<PayoutAccount | undefined> {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, developerId));
  return account;
}

export async function payoutHoldOf(db: Executor, developerId: string) {
  const [hold] = await db
    .select()
    .from(payoutHolds)
    .where(eq(payoutHolds.developerId, developerId));
  return hold;
}

/** Where a developer's payouts stand (docs/payments.md#payouts). */
export async function payoutSetup(db: Executor, developerId: string): Promise<PayoutSetup> {
  const [account, hold] = await Promise.all([
    payoutAccountOf(db, developerId),
    payoutHoldOf(db, developerId),
  ]);
  return payoutSetupOf(account ?? null, hold ?? null);
}

/**
 * What the provider now says of a payout account. Once it can take payouts (and nothing holds
 * the developer's), every share waiting for it is sent. Returns the developer, or undefined for
 * an account that is not ours.
 */
export async function applyAccountUpdate(
  tx: Executor,
  event: Extract<ProviderEvent, { type: 'payout-account.updated' }>,
): Promise<string | undefined> {
  const [account] = await tx
    .update(payoutAccounts)
    .set({
      payoutsEnabled: event.payoutsEnabled,
      requirements: event.requirements,
      updatedAt: new Date(),
    })
    .where(eq(payoutAccounts.accountId, event.accountId))
    .returning();
  if (!account) return undefined;
  if (account.payoutsEnabled && !(await payoutHoldOf(tx, account.userId))) {
    await sendOutstandingOf(tx, account.userId);
  }
  return account.userId;
}

/**
 * Holds a developer's further payouts for a moderator, naming the request whose money it
 * concerns; an earlier hold keeps its reason.
 */
export async function holdPayouts(
  tx: Executor,
  hold: { developerId: string; reason: string; ticketId: string },
) {
  await tx.insert(payoutHolds).values(hold).onConflictDoNothing();
}

/**
 * A moderator lifts a hold: the developer's waiting shares go out again if their account can
 * take them. Returns whether there was a hold.
 */
export async function liftHold(tx: Executor, developerId: string): Promise<boolean> {
  const lifted = await tx
    .delete(payoutHolds)
    .where(eq(payoutHolds.developerId, developerId))
    .returning();
  if (lifted.length === 0) return false;
  const account = await payoutAccountOf(tx, developerId);
  if (account?.payoutsEnabled) await sendOutstandingOf(tx, developerId);
  return true;
}
