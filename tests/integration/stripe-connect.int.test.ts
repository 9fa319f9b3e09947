import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#server/env.ts';
import { createPaymentProvider } from '#server/payments/provider-from-env.ts';
import {
  InvalidProviderEvent,
  ProviderError,
  type PaymentProvider,
} from '#server/payments/provider.ts';
import { createStripeProvider } from '#server/payments/stripe-provider.ts';
import {
  signedDelivery,
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from '../fixtures/stripe-stand-in.ts';

const secretKey = 'sk_test_unblock_connect';
const webhookSecret = 'whsec_unblock_platform';
const connectWebhookSecret = 'whsec_unblock_connect';

/** What a call ends with: its value, or the error it threw. */
const settle = (promise: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('Stripe Connect payouts', () => {
  let standIn: StripeStandIn;
  let provider: PaymentProvider;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    provider = createStripeProvider({
      secretKey,
      webhookSecret,
      connectWebhookSecret,
      api: standIn.api,
    });
  });

  afterAll(async () => {
    await standIn.close();
  });

  /** A developer's payout account that finished onboarding. */
  async function readyAccount() {
    const userId = randomUUID();
    const { accountId } = await provider.createPayoutAccount({ userId, email: 'dev@example.com' });
    standIn.completeOnboarding(accountId);
    return accountId;
  }

  /** A customer's payment, paid through our own checkout: its payment intent and charge. */
  async function paidPayment(amountCents = 10_000) {
    const { checkoutId } = await provider.createCheckout({
      billingRecordId: randomUUID(),
      amountCents,
      description: '#AB12CD · Milestone 1',
      customerEmail: 'ada@example.com',
      successUrl: 'https://unblock.example/paid',
      cancelUrl: 'https://unblock.example/cancelled',
    });
    const session = standIn.payCheckout(checkoutId);
    const paymentId = session.payment_intent ?? '';
    const chargeId = standIn.objects.paymentIntents.get(paymentId)?.latest_charge ?? '';
    return { paymentId, chargeId };
  }

  describe('createPayoutAccount', () => {
    it('opens an Express account able to receive transfers, one per user', async () => {
      const userId = randomUUID();
      const first = await provider.createPayoutAccount({ userId, email: 'grace@example.com' });
      const again = await provider.createPayoutAccount({ userId, email: 'grace@example.com' });

      expect(again).toEqual(first);
      const created = [...standIn.objects.accounts.values()].filter(
        (account) => account.metadata?.userId === userId,
      );
      expect(created.map((account) => account.id)).toEqual([first.accountId]);
      const calls = standIn
        .callsTo('POST /v1/accounts')
        .filter((call) => call.params['metadata[userId]'] === userId);
      expect(calls.map((call) => [call.idempotencyKey, call.replayed])).toEqual([
        [`payout-account:${userId}`, false],
        [`payout-account:${userId}`, true],
      ]);
      expect(calls[0]?.headers.authorization).toBe(`Bearer ${secretKey}`);
      expect(calls[0]?.params).toEqual({
        type: 'express',
        email: 'grace@example.com',
        'capabilities[transfers][requested]': 'true',
        'metadata[userId]': userId,
      });
    });

    it("turns Stripe's refusal into a ProviderError with Stripe's message", async () => {
      standIn.failNext('POST /v1/accounts', {
        status: 400,
        message: 'Connect is not enabled for this platform.',
      });
      const { error } = await settle(
        provider.createPayoutAccount({ userId: randomUUID(), email: 'dev@example.com' }),
      );
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).message).toBe('Connect is not enabled for this platform.');
      expect((error as ProviderError).cause).toBeInstanceOf(
        Stripe.errors.StripeInvalidRequestError,
      );
    });
  });

  describe('onboardingLink', () => {
    it("gives Stripe's hosted onboarding link for the account", async () => {
      const { accountId } = await provider.createPayoutAccount({
        userId: randomUUID(),
        email: 'dev@example.com',
      });
      const { url } = await provider.onboardingLink({
        accountId,
        returnUrl: 'https://unblock.example/payouts/done',
        refreshUrl: 'https://unblock.example/payouts/again',
      });

      expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`));
      expect(standIn.callsTo('POST /v1/account_links').at(-1)?.params).toEqual({
        account: accountId,
        type: 'account_onboarding',
        return_url: 'https://unblock.example/payouts/done',
        refresh_url: 'https://unblock.example/payouts/again',
      });
    });

    it('fails with a ProviderError once Stripe keeps failing (after the SDK retries)', async () => {
      const accountId = await readyAccount();
      standIn.failNext('POST /v1/account_links', {
        status: 500,
        message: 'An unknown error occurred',
        times: 3,
      });
      const before = standIn.callsTo('POST /v1/account_links').length;

      const { error } = await settle(
        provider.onboardingLink({
          accountId,
          returnUrl: 'https://a.example',
          refreshUrl: 'https://b.example',
        }),
      );

      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).cause).toBeInstanceOf(Stripe.errors.StripeAPIError);
      // The first try and the provider's two retries.
      expect(standIn.callsTo('POST /v1/account_links').length - before).toBe(3);
    });
  });

  describe('transfer', () => {
    it("sends the developer's share out of the customer's charge", async () => {
      const accountId = await readyAccount();
      const { paymentId, chargeId } = await paidPayment();
      const idempotencyKey = `transfer:${randomUUID()}`;

      const { transferId } = await provider.transfer({
        accountId,
        amountCents: 9_000,
        paymentId,
        description: '#AB12CD · Milestone 1',
        idempotencyKey,
        paymentCents: 10_000,
      });

      expect(standIn.objects.transfers.get(transferId)).toMatchObject({
        amount: 9_000,
        currency: 'usd',
        destination: accountId,
        source_transaction: chargeId,
      });
      const [read] = standIn.callsTo('GET /v1/payment_intents/:id').slice(-1);
      expect(read?.path).toBe(`/v1/payment_intents/${paymentId}`);
      const [sent] = standIn.callsTo('POST /v1/transfers').slice(-1);
      expect(sent?.idempotencyKey).toBe(idempotencyKey);
      expect(sent?.params).toEqual({
        amount: '9000',
        currency: 'usd',
        destination: accountId,
        source_transaction: chargeId,
        description: '#AB12CD · Milestone 1',
        'metadata[paymentId]': paymentId,
        'metadata[idempotencyKey]': idempotencyKey,
      });
    });

    it('takes a charge id as the source as it is', async () => {
      const accountId = await readyAccount();
      const { chargeId } = await paidPayment();
      const reads = standIn.callsTo('GET /v1/payment_intents/:id').length;

      const { transferId } = await provider.transfer({
        accountId,
        amountCents: 4_500,
        paymentId: chargeId,
        description: '#AB12CD · Milestone 2',
        idempotencyKey: `transfer:${randomUUID()}`,
        paymentCents: 10_000,
      });

      expect(standIn.objects.transfers.get(transferId)?.source_transaction).toBe(chargeId);
      expect(standIn.callsTo('GET /v1/payment_intents/:id')).toHaveLength(reads);
    });

    it('sends a share above what the payment brought (a beta discount) from the platform balance, untied', async () => {
      const accountId = await readyAccount();
      const { paymentId } = await paidPayment(7_500);
      const { transferId } = await provider.transfer({
        accountId,
        amountCents: 9_000,
        paymentId,
        paymentCents: 7_500,
        description: '#AB12CD · Milestone 1',
        idempotencyKey: `transfer:${randomUUID()}`,
      });
      expect(standIn.objects.transfers.get(transferId)).toMatchObject({
        amount: 9_000,
        destination: accountId,
      });
      expect(standIn.objects.transfers.get(transferId)?.source_transaction ?? null).toBeNull();
    });

    it('transfers once for one key, however often it is asked or retried', async () => {
      const accountId = await readyAccount();
      const { paymentId } = await paidPayment();
      const request = {
        accountId,
        amountCents: 9_000,
        paymentId,
        description: '#AB12CD · Milestone 1',
        idempotencyKey: `transfer:${randomUUID()}`,
        paymentCents: 10_000,
      };
      // The first answer is lost to a server error: the SDK retries under the same key.
      standIn.failNext('POST /v1/transfers', { status: 500 });

      const first = await provider.transfer(request);
      const again = await provider.transfer(request);

      expect(again).toEqual(first);
      const made = [...standIn.objects.transfers.values()].filter(
        (transfer) => transfer.metadata.idempotencyKey === request.idempotencyKey,
      );
      expect(made).toHaveLength(1);
      expect(
        standIn
          .callsTo('POST /v1/transfers')
          .filter((call) => call.idempotencyKey === request.idempotencyKey)
          .map((call) => [call.status, call.replayed]),
      ).toEqual([
        [500, false],
        [200, false],
        [200, true],
      ]);
    });

    it("turns Stripe's refusals into ProviderErrors", async () => {
      const { paymentId } = await paidPayment();
      const notReady = await provider.createPayoutAccount({
        userId: randomUUID(),
        email: 'dev@example.com',
      });
      const request = {
        amountCents: 9_000,
        paymentCents: 10_000,
        description: '#AB12CD · Milestone 1',
        idempotencyKey: `transfer:${randomUUID()}`,
      };

      // An account that has not finished onboarding cannot receive transfers.
      const refused = await settle(
        provider.transfer({ ...request, accountId: notReady.accountId, paymentId }),
      );
      expect(refused.error).toBeInstanceOf(ProviderError);
      expect((refused.error as ProviderError).message).toMatch(/capabilities enabled: transfers/);

      const unknown = await settle(
        provider.transfer({
          ...request,
          idempotencyKey: `transfer:${randomUUID()}`,
          paymentCents: 10_000,
          accountId: await readyAccount(),
          paymentId: 'pi_unknown',
        }),
      );
      expect(unknown.error).toBeInstanceOf(ProviderError);
      expect((unknown.error as ProviderError).message).toBe("No such payment_intent: 'pi_unknown'");
    });
  });

  describe('parseEvent', () => {
    const parse = (delivery: ReturnType<typeof signedDelivery>, on = provider) =>
      on.parseEvent(Buffer.from(delivery.body), delivery.headers);

    it("reads the stand-in's paid checkout as payment.succeeded on its payment intent", async () => {
      const billingRecordId = randomUUID();
      const { checkoutId } = await provider.createCheckout({
        billingRecordId,
        amountCents: 12_500,
        description: '#AB12CD · Milestone 1',
        customerEmail: 'ada@example.com',
        successUrl: 'https://unblock.example/paid',
        cancelUrl: 'https://unblock.example/cancelled',
      });
      const session = standIn.payCheckout(checkoutId);
      const event = stripeEvent('checkout.session.completed', session, { id: 'evt_paid' });

      expect(parse(signedDelivery(event, webhookSecret))).toEqual({
        id: 'evt_paid',
        type: 'payment.succeeded',
        billingRecordId,
        paymentId: session.payment_intent,
        amountCents: 12_500,
        currency: 'usd',
      });
      expect(standIn.objects.paymentIntents.get(session.payment_intent ?? '')?.metadata).toEqual({
        billingRecordId,
      });
    });

    it('reads account.updated, from the Connect endpoint, as payout-account.updated', async () => {
      const { accountId } = await provider.createPayoutAccount({
        userId: randomUUID(),
        email: 'dev@example.com',
      });
      const account = standIn.objects.accounts.get(accountId) ?? {};
      const pending = stripeEvent(
        'account.updated',
        {
          ...account,
          requirements: {
            currently_due: ['external_account', 'tos_acceptance.date'],
            past_due: ['tos_acceptance.date', 'individual.last_name'],
          },
        },
        { id: 'evt_pending', account: accountId },
      );
      expect(parse(signedDelivery(pending, connectWebhookSecret))).toEqual({
        id: 'evt_pending',
        type: 'payout-account.updated',
        accountId,
        payoutsEnabled: false,
        requirements: ['external_account', 'tos_acceptance.date', 'individual.last_name'],
      });

      const ready = stripeEvent('account.updated', standIn.completeOnboarding(accountId), {
        id: 'evt_ready',
        account: accountId,
      });
      const expected = {
        id: 'evt_ready',
        type: 'payout-account.updated',
        accountId,
        payoutsEnabled: true,
        requirements: [],
      };
      expect(parse(signedDelivery(ready, connectWebhookSecret))).toEqual(expected);
      // The same event signed for the platform endpoint reads the same.
      expect(parse(signedDelivery(ready, webhookSecret))).toEqual(expected);
    });

    it('reads transfer.reversed with how much was taken back', async () => {
      const accountId = await readyAccount();
      const { paymentId } = await paidPayment();
      const { transferId } = await provider.transfer({
        accountId,
        amountCents: 9_000,
        paymentId,
        description: '#AB12CD · Milestone 1',
        idempotencyKey: `transfer:${randomUUID()}`,
        paymentCents: 10_000,
      });
      const event = stripeEvent('transfer.reversed', standIn.reverseTransfer(transferId, 3_000), {
        id: 'evt_reversed',
      });

      expect(parse(signedDelivery(event, webhookSecret))).toEqual({
        id: 'evt_reversed',
        type: 'transfer.reversed',
        transferId,
        amountReversedCents: 3_000,
      });
    });

    it("reads charge.dispute.created as payment.disputed on the dispute's payment intent", async () => {
      const { paymentId } = await paidPayment();
      const dispute = standIn.openDispute(paymentId);

      const event = stripeEvent('charge.dispute.created', dispute, { id: 'evt_dispute' });
      expect(parse(signedDelivery(event, webhookSecret))).toEqual({
        id: 'evt_dispute',
        type: 'payment.disputed',
        paymentId,
      });
      const expanded = stripeEvent(
        'charge.dispute.created',
        { ...dispute, payment_intent: { id: paymentId, object: 'payment_intent' } },
        { id: 'evt_dispute_expanded' },
      );
      expect(parse(signedDelivery(expanded, connectWebhookSecret))).toMatchObject({
        type: 'payment.disputed',
        paymentId,
      });
      // A charge made without a payment intent is none of ours.
      const bare = stripeEvent(
        'charge.dispute.created',
        { ...dispute, payment_intent: null },
        { id: 'evt_dispute_bare' },
      );
      expect(parse(signedDelivery(bare, webhookSecret))).toEqual({
        id: 'evt_dispute_bare',
        type: 'ignored',
        providerType: 'charge.dispute.created',
      });
    });

    it("ignores a connected account's own events other than account.updated", async () => {
      const { paymentId } = await paidPayment();
      const event = stripeEvent('charge.dispute.created', standIn.openDispute(paymentId), {
        id: 'evt_connected_dispute',
        account: 'acct_someone',
      });
      expect(parse(signedDelivery(event, connectWebhookSecret))).toEqual({
        id: 'evt_connected_dispute',
        type: 'ignored',
        providerType: 'charge.dispute.created',
      });
    });

    it('refuses a delivery signed with neither secret', () => {
      const event = stripeEvent('account.updated', { id: 'acct_1', object: 'account' });
      expect(() => parse(signedDelivery(event, 'whsec_attacker'))).toThrow(InvalidProviderEvent);
      // A stale signature with the Connect secret is refused too.
      const stale = signedDelivery(event, connectWebhookSecret, {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect(() => parse(stale)).toThrow(InvalidProviderEvent);
    });

    it('refuses Connect deliveries when no Connect secret is configured', () => {
      const platformOnly = createStripeProvider({ secretKey, webhookSecret, api: standIn.api });
      const event = stripeEvent('account.updated', { id: 'acct_1', object: 'account' });
      expect(() => parse(signedDelivery(event, connectWebhookSecret), platformOnly)).toThrow(
        InvalidProviderEvent,
      );
      expect(parse(signedDelivery(event, webhookSecret), platformOnly).type).toBe(
        'payout-account.updated',
      );
    });
  });

  describe('configuration', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret };

    it('builds the provider with STRIPE_CONNECT_WEBHOOK_SECRET', () => {
      const configured = createPaymentProvider(
        parseEnv({ ...stripeKeys, STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret }),
      );
      const event = stripeEvent('account.updated', { id: 'acct_1', object: 'account' });
      const delivery = signedDelivery(event, connectWebhookSecret);
      expect(configured.parseEvent(Buffer.from(delivery.body), delivery.headers).type).toBe(
        'payout-account.updated',
      );
    });

    it('refuses a Connect secret that is not one, or without Stripe', () => {
      const problems = (source: Record<string, string>) => {
        try {
          parseEnv(source);
          return [];
        } catch (error) {
          return error instanceof EnvError ? error.problems : [String(error)];
        }
      };
      expect(problems({ ...stripeKeys, STRIPE_CONNECT_WEBHOOK_SECRET: 'sk_test_oops' })).toEqual([
        'STRIPE_CONNECT_WEBHOOK_SECRET: STRIPE_CONNECT_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
      ]);
      expect(problems({ STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret })).toEqual([
        'STRIPE_CONNECT_WEBHOOK_SECRET: only with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the sandbox has no Connect endpoint)',
      ]);
    });
  });
});
