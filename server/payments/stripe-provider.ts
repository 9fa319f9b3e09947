import Stripe from 'stripe';
import { z } from 'zod';
import {
  PAYMENT_CURRENCY,
  InvalidProviderEvent,
  ProviderError,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.ts';

const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * Stripe Checkout behind the `PaymentProvider` interface (docs/payments.md#providers). `api`
 * points the SDK at another server; only the tests use it, with a local stand-in for
 * api.stripe.com.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}): PaymentProvider {
  // Retries are safe because every POST we make carries an idempotency key; the timeout keeps a
  // slow Stripe from holding the customer's request for the SDK's default 80 s.
  const stripe = new Stripe(options.secretKey, {
    ...options.api,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  /**
   * Stripe's messages are written for end users, so they are passed on as they are. Anything else
   * is a bug of ours and stays an internal error rather than being shown to the customer.
   */
  const providerError = (error: unknown): unknown =>
    error instanceof Stripe.errors.StripeError
      ? new ProviderError(error.message, { cause: error })
      : error;

  return {
    name: 'stripe',

    async createCheckout(checkout) {
      const { billingRecordId } = checkout;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: PAYMENT_CURRENCY,
                  unit_amount: checkout.amountCents,
                  product_data: { name: checkout.description },
                },
              },
            ],
            customer_email: checkout.customerEmail,
            success_url: checkout.successUrl,
            cancel_url: checkout.cancelUrl,
            client_reference_id: billingRecordId,
            metadata: { billingRecordId },
            // Also on the payment intent, so the payment can be traced back from the dashboard.
            payment_intent_data: { metadata: { billingRecordId } },
          },
          // Opening the checkout twice for one record (double click, retry) yields one session.
          { idempotencyKey: `checkout:${billingRecordId}` },
        );
      } catch (error) {
        throw providerError(error);
      }
      if (session.url === null) throw new ProviderError('Stripe returned no checkout URL');
      return { checkoutId: session.id, url: session.url };
    },

    parseEvent(rawBody, headers): ProviderEvent {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      if (typeof signature !== 'string') throw new InvalidProviderEvent('no signature');
      let event: Stripe.Event;
      try {
        // Verified against the exact bytes received: any re-serialisation breaks the signature.
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        // Stripe's message may echo the header; the caller only needs to know it is refused.
        throw new InvalidProviderEvent(
          error instanceof Stripe.errors.StripeSignatureVerificationError
            ? 'bad signature'
            : 'unreadable event',
        );
      }
      const ignored: ProviderEvent = { id: event.id, type: 'ignored', providerType: event.type };

      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          // A completed session with a delayed method (bank debit) is not paid yet; its
          // async_payment_succeeded event follows once the money is there.
          if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') {
            return ignored;
          }
          const billingRecordId = billingRecordIdOf(session);
          const paymentId =
            typeof session.payment_intent === 'string'
              ? session.payment_intent
              : session.payment_intent?.id;
          // Not one of our checkouts (or not a one-off payment): nothing for us to settle.
          if (!billingRecordId || !paymentId || session.amount_total === null) return ignored;
          return {
            id: event.id,
            type: 'payment.succeeded',
            billingRecordId,
            paymentId,
            amountCents: session.amount_total,
            currency: session.currency ?? '',
          };
        }
        case 'checkout.session.expired': {
          const billingRecordId = billingRecordIdOf(event.data.object);
          if (!billingRecordId) return ignored;
          return { id: event.id, type: 'checkout.expired', billingRecordId };
        }
        default:
          return ignored;
      }
    },

    async expireCheckout(checkoutId) {
      try {
        await stripe.checkout.sessions.expire(checkoutId);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or expired already):
        // there is nothing left to close. Anything else (network, auth) is retried by the job.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw providerError(error);
      }
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, amount: amountCents },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

/** Our record's id, when the session is one of our checkouts (ids are UUIDs; anything else is not). */
const billingRecordIdOf = (session: Stripe.Checkout.Session): string | undefined => {
  const id = session.metadata?.billingRecordId ?? session.client_reference_id ?? undefined;
  return z.uuid().safeParse(id).success ? id : undefined;
};
