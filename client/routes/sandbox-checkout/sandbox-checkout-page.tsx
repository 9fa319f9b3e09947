import { useParams } from 'wouter';
import { Button, ButtonLink } from '../../components/button.tsx';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { trpc } from '../../trpc.ts';
import { CheckoutLayout } from './checkout-layout.tsx';
import { CheckoutMessage } from './checkout-message.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import * as styles from './sandbox-checkout.css.ts';

/**
 * `/sandbox/checkout/:billingRecordId`: the built-in payment provider's hosted checkout
 * (docs/payments.md), opened in a new tab by "Approve Plan". Paying here makes the sandbox send a
 * signed event to the webhook; the page itself marks nothing paid.
 */
export function SandboxCheckoutPage() {
  const { billingRecordId = '' } = useParams<{ billingRecordId: string }>();
  return (
    <CheckoutLayout>
      {/* A new record in the same tab starts over (the pay button's state included). */}
      <SandboxCheckout key={billingRecordId} billingRecordId={billingRecordId} />
    </CheckoutLayout>
  );
}

function SandboxCheckout({ billingRecordId }: { billingRecordId: string }) {
  const checkout = trpc.payments.sandboxCheckout.useQuery({ billingRecordId });

  if (checkout.isPending) {
    return (
      <div className={styles.loadingCard}>
        <Spinner label="Loading checkout" />
      </div>
    );
  }
  if (checkout.isError) {
    const code = errorCode(checkout.error);
    // Someone else's record and a malformed id look the same: nothing to pay here.
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
      return (
        <CheckoutMessage title="Payment not found">
          <p>
            This checkout does not exist, or it belongs to another account. If you opened it from a
            plan, check that you are signed in as the customer who approved it.
          </p>
          <div>
            <ButtonLink href="/dashboard" variant="secondary">
              Go to your dashboard
            </ButtonLink>
          </div>
        </CheckoutMessage>
      );
    }
    return (
      <CheckoutMessage title="Checkout unavailable">
        <p role="alert">{errorMessage(checkout.error)}</p>
        <div>
          <Button
            variant="secondary"
            disabled={checkout.isFetching}
            onClick={() => void checkout.refetch()}
          >
            Try again
          </Button>
        </div>
      </CheckoutMessage>
    );
  }
  return <CheckoutSummary checkout={checkout.data} />;
}
