import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { payoutAccounts } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { ProviderError, type PaymentProvider } from '../payments/provider.ts';
import { deliverSandboxEvent } from '../payments/sandbox-checkout.ts';
import { payoutAccountOf } from './payout-accounts.ts';

interface OnboardingDeps {
  db: Database;
  env: Env;
  payments: PaymentProvider;
}

/** Where the provider's onboarding sends the developer back: their dashboard, which says how it stands. */
const PAYOUTS_RETURN_PATH = '/dashboard/developer';

/**
 * "Set up payouts" / "Continue setup" (docs/payments.md#payouts): opens the developer's payout
 * account at the provider the first time, then answers where the provider's onboarding is. The
 * link is one-time: each press asks for a fresh one. A spent or expired link comes back to the
 * dashboard with `?payouts=refresh`, which asks again.
 */
export async function startOnboarding(deps: OnboardingDeps, me: Me): Promise<{ url: string }> {
  try {
    let account = await payoutAccountOf(deps.db, me.id);
    if (!account) {
      const { accountId } = await deps.payments.createPayoutAccount({
        userId: me.id,
        email: me.email,
      });
      // Two presses at once open one account: the provider's key and the row's key agree.
      await deps.db
        .insert(payoutAccounts)
        .values({ userId: me.id, provider: deps.payments.name, accountId })
        .onConflictDoNothing();
      account = await payoutAccountOf(deps.db, me.id);
      if (!account) throw new Error(`payout account of ${me.id} vanished`);
    }
    const back = `${deps.env.publicUrl}${PAYOUTS_RETURN_PATH}`;
    return await deps.payments.onboardingLink({
      accountId: account.accountId,
      returnUrl: `${back}?payouts=returned`,
      refreshUrl: `${back}?payouts=refresh`,
    });
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new AppError('BAD_GATEWAY', `Could not open payout setup: ${error.message}`);
    }
    throw error;
  }
}

/** The sandbox's onboarding page exists only while the sandbox is the provider. */
function sandboxOnly(deps: OnboardingDeps) {
  if (deps.payments.name !== 'sandbox' || deps.env.payments.provider !== 'sandbox') {
    throw new AppError('NOT_FOUND', 'Not found');
  }
}

/** What the sandbox's stand-in for the provider's onboarding shows: the developer's account. */
export async function sandboxOnboarding(deps: OnboardingDeps, me: Me) {
  sandboxOnly(deps);
  const account = await payoutAccountOf(deps.db, me.id);
  if (!account)
    throw new AppError('NOT_FOUND', 'No payout account yet: start from your dashboard.');
  return { accountId: account.accountId, payoutsEnabled: account.payoutsEnabled };
}

/** What the sandbox asks for while onboarding is left unfinished, as Stripe's codes. */
const SANDBOX_REQUIREMENTS = ['individual.verification.document', 'external_account'];

/**
 * The sandbox page's "Finish setup" or "Leave for later": the sandbox, playing the provider, sends
 * a signed account update to the webhook, where it is verified and applied as Stripe's would be.
 */
export async function sandboxFinishOnboarding(deps: OnboardingDeps, me: Me, finished: boolean) {
  const { accountId } = await sandboxOnboarding(deps, me);
  await deliverSandboxEvent(deps.env, {
    type: 'payout-account.updated',
    accountId,
    payoutsEnabled: finished,
    requirements: finished ? [] : SANDBOX_REQUIREMENTS,
  });
  return { returnTo: `${PAYOUTS_RETURN_PATH}?payouts=returned` };
}
