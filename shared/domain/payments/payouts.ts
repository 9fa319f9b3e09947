/**
 * A released share's way out to the developer (docs/payments.md#payouts): it waits until the
 * developer's payout account can take it, then is paid out once; a failed transfer is retried; a
 * transfer the provider takes back is reversed.
 */
export const payoutStatuses = ['waiting', 'failed', 'paid', 'reversed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A payout that is still to go out: the job sends it once the account can take it. */
export const isOutstanding = (status: PayoutStatus) => status === 'waiting' || status === 'failed';

/**
 * Where a developer's payouts stand, as their dashboard says it:
 * - `none`: no payout account yet; shares wait until there is one.
 * - `incomplete`: the provider still asks for something (`requirements`).
 * - `ready`: shares go out as milestones are approved.
 * - `held`: a reversed transfer or a disputed payment holds further payouts until a moderator
 *   looks (`reason`).
 */
export type PayoutSetup =
  | { state: 'none' }
  | { state: 'incomplete'; requirements: string[] }
  | { state: 'ready' }
  | { state: 'held'; reason: string };

export function payoutSetupOf(
  account: { payoutsEnabled: boolean; requirements: string[] } | null,
  hold: { reason: string } | null,
): PayoutSetup {
  if (hold) return { state: 'held', reason: hold.reason };
  if (!account) return { state: 'none' };
  if (!account.payoutsEnabled) return { state: 'incomplete', requirements: account.requirements };
  return { state: 'ready' };
}

/** Why a developer's payouts are held, as moderators and the developer read it. */
export const HELD_FOR_REVERSAL = 'A payout to you was reversed by the payment provider.';
export const HELD_FOR_DISPUTE = 'A customer disputed a payment for your work with their bank.';
