import { useId } from 'react';
import { FlaskConical, Landmark } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../../components/button.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { trpc } from '../../trpc.ts';
import { CheckoutMessage } from '../sandbox-checkout/checkout-message.tsx';
import * as checkout from '../sandbox-checkout/sandbox-checkout.css.ts';
import { CheckoutLayout } from '../sandbox-checkout/checkout-layout.tsx';
import * as styles from './sandbox-onboarding.css.ts';

/**
 * `/sandbox/onboarding`: the built-in payment provider's stand-in for Stripe's hosted onboarding
 * (docs/payments.md#payouts), where "Set up payouts" leads while the sandbox is the provider. It
 * asks for nothing: "Finish setup" or "Leave for later" makes the sandbox send a signed account
 * update to the webhook, as Stripe would, and the developer goes back to their dashboard.
 */
export function SandboxOnboardingPage() {
  return (
    <CheckoutLayout task="Payouts" note="Sandbox payouts: for trying Unblock out, no money moves.">
      <SandboxOnboarding />
    </CheckoutLayout>
  );
}

function SandboxOnboarding() {
  const account = trpc.payouts.sandboxOnboarding.useQuery();

  if (account.isPending) {
    return (
      <div className={styles.loadingCard}>
        <Spinner label="Loading payout setup" />
      </div>
    );
  }
  if (account.isError) {
    if (errorCode(account.error) === 'NOT_FOUND') {
      return (
        <CheckoutMessage title="No payout setup here">
          <p>{errorMessage(account.error)}</p>
          <div>
            <ButtonLink href="/dashboard/developer" variant="secondary">
              Go to your dashboard
            </ButtonLink>
          </div>
        </CheckoutMessage>
      );
    }
    return (
      <CheckoutMessage title="Payout setup unavailable">
        <p role="alert">{errorMessage(account.error)}</p>
        <div>
          <Button
            variant="secondary"
            disabled={account.isFetching}
            onClick={() => void account.refetch()}
          >
            Try again
          </Button>
        </div>
      </CheckoutMessage>
    );
  }
  return <OnboardingCard payoutsEnabled={account.data.payoutsEnabled} />;
}

function OnboardingCard({ payoutsEnabled }: { payoutsEnabled: boolean }) {
  const titleId = useId();
  const [, navigate] = useLocation();
  const finish = trpc.payouts.sandboxFinishOnboarding.useMutation({
    onSuccess: ({ returnTo }) => navigate(returnTo),
  });
  // Still busy after success, while the dashboard is being opened.
  const busy = finish.isPending || finish.isSuccess;

  return (
    <section className={checkout.card} aria-labelledby={titleId}>
      <p className={checkout.sandboxNotice} role="note">
        <FlaskConical className={checkout.noticeIcon} aria-hidden="true" />
        <span>
          <strong className={checkout.noticeTitle}>Sandbox payout setup — nothing is asked</strong>
          This page stands in for Stripe’s onboarding, where you would give your bank account and
          prove who you are. Here no real details are asked and no money moves: Unblock receives a
          signed account update, exactly as it would from Stripe.
        </span>
      </p>
      <div className={styles.heading}>
        <span className={checkout.messageIcon.brand}>
          <Landmark size={24} aria-hidden="true" />
        </span>
        <h1 id={titleId} className={checkout.title}>
          Set up payouts
        </h1>
        <p className={styles.lead}>
          {payoutsEnabled
            ? 'Your sandbox payout account is already set up. Finish again, or leave it unfinished to see what Stripe would still ask for.'
            : 'Finish to have approved milestones paid out to you, or leave for later to see what Stripe would still ask for.'}
        </p>
      </div>
      {finish.error && <FormAlert tone="error">{errorMessage(finish.error)}</FormAlert>}
      <div className={styles.actions}>
        <Button
          disabled={busy}
          aria-busy={finish.isPending && finish.variables.finished}
          onClick={() => finish.mutate({ finished: true })}
        >
          Finish setup
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-busy={finish.isPending && !finish.variables.finished}
          onClick={() => finish.mutate({ finished: false })}
        >
          Leave for later
        </Button>
      </div>
    </section>
  );
}
