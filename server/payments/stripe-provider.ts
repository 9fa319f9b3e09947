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
 * Stripe Checkout and Connect behind the `PaymentProvider` interface (docs/payments.md#providers).
 * `connectWebhookSecret` is the Connect endpoint's, which receives the connected accounts' events
 * (docs/payments.md#stripe-in-production). `api` points the SDK at another server; only the tests
 * use it, with a local stand-in for api.stripe.com (tests/fixtures/stripe-stand-in.ts).
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  connectWebhookSecret?: string | undefined;
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
      const event = verifiedEvent(rawBody, signature);
      const ignored: ProviderEvent = { id: event.id, type: 'ignored', providerType: event.type };
      // A connected account's own event (Connect sets `account`): only its account's state
      // concerns us. Our checkouts, transfers and disputes all live on the platform's account.
      if (event.account !== undefined && event.type !== 'account.updated') return ignored;

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
        case 'account.updated': {
          const account = event.data.object;
          const { currently_due, past_due } = account.requirements ?? {};
          return {
            id: event.id,
            type: 'payout-account.updated',
            accountId: account.id,
            payoutsEnabled: account.payouts_enabled ?? false,
            requirements: [...new Set([...(currently_due ?? []), ...(past_due ?? [])])],
          };
        }
        case 'transfer.reversed': {
          const transfer = event.data.object;
          return {
            id: event.id,
            type: 'transfer.reversed',
            transferId: transfer.id,
            amountReversedCents: transfer.amount_reversed,
          };
        }
        case 'charge.dispute.created': {
          const intent = event.data.object.payment_intent;
          const paymentId = typeof intent === 'string' ? intent : intent?.id;
          // A dispute on a charge made without a payment intent is not one of our payments.
          if (!paymentId) return ignored;
          return { id: event.id, type: 'payment.disputed', paymentId };
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

    async createPayoutAccount({ userId, email }) {
      try {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            email,
            capabilities: { transfers: { requested: true } },
            metadata: { userId },
          },
          // One account per user however often this is retried (Stripe keeps keys for 24 hours;
          // the caller stores the id it gets and never asks twice after that).
          { idempotencyKey: `payout-account:${userId}` },
        );
        return { accountId: account.id };
      } catch (error) {
        throw providerError(error);
      }
    },

    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      try {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return { url: link.url };
      } catch (error) {
        throw providerError(error);
      }
    },

    async transfer({
      accountId,
      amountCents,
      paymentId,
      paymentCents,
      description,
      idempotencyKey,
    }) {
      try {
        // Stripe refuses a transfer tied to a charge for more than the charge brought.
        const tied = amountCents <= paymentCents;
        const transfer = await stripe.transfers.create(
          {
            amount: amountCents,
            currency: PAYMENT_CURRENCY,
            destination: accountId,
            // Tied to the customer's charge, the transfer waits for that money to be available
            // rather than drawing on the platform's balance (docs/payments.md#stripe-in-production).
            ...(tied && { source_transaction: await chargeOf(paymentId) }),
            description,
            metadata: { paymentId, idempotencyKey },
          },
          { idempotencyKey },
        );
        return { transferId: transfer.id };
      } catch (error) {
        throw providerError(error);
      }
    },
  };

  /**
   * Verified against the exact bytes received (any re-serialisation breaks the signature), with
   * the platform endpoint's secret, then the Connect endpoint's: both endpoints may deliver to
   * the same URL.
   */
  function verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event {
    const secrets = [options.webhookSecret, options.connectWebhookSecret].filter(
      (secret) => secret !== undefined,
    );
    let refusal: unknown;
    for (const secret of secrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch (error) {
        refusal = error;
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) break;
      }
    }
    // Stripe's message may echo the header; the caller only needs to know it is refused.
    throw new InvalidProviderEvent(
      refusal instanceof Stripe.errors.StripeSignatureVerificationError
        ? 'bad signature'
        : 'unreadable event',
    );
  }

  /**
   * The charge behind a payment: `source_transaction` takes a charge, while our payment ids are
   * the checkout's payment intents, whose latest charge is the successful one once it is paid.
   */
  async function chargeOf(paymentId: string): Promise<string> {
    if (paymentId.startsWith('ch_')) return paymentId;
    const intent = await stripe.paymentIntents.retrieve(paymentId);
    const charge = intent.latest_charge;
    const chargeId = typeof charge === 'string' ? charge : charge?.id;
    if (!chargeId) throw new ProviderError(`Stripe payment ${paymentId} has no charge`);
    return chargeId;
  }
}

/** Our record's id, when the session is one of our checkouts (ids are UUIDs; anything else is not). */
const billingRecordIdOf = (session: Stripe.Checkout.Session): string | undefined => {
  const id = session.metadata?.billingRecordId ?? session.client_reference_id ?? undefined;
  return z.uuid().safeParse(id).success ? id : undefined;
};
