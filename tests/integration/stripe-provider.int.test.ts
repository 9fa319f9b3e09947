import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvalidProviderEvent,
  ProviderError,
  type PaymentProvider,
} from '#server/payments/provider.ts';
import { createStripeProvider } from '#server/payments/stripe-provider.ts';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in.ts';

const secretKey = 'sk_test_unblock_fake';
const webhookSecret = 'whsec_unblock_test';
const billingRecordId = '0b6f6c2e-6a43-4c47-9d2a-2f5c3f1f8a10';

/** A Stripe instance only for signing test deliveries the way Stripe does. */
const signer = new Stripe('sk_test_signer_only');

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });

const eventPayload = (type: string, object: Record<string, unknown>, id = 'evt_test_1') =>
  JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

const paidSession = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_123',
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 12_500,
  currency: 'usd',
  client_reference_id: billingRecordId,
  metadata: { billingRecordId },
  payment_intent: 'pi_test_456',
  ...overrides,
});

describe('Stripe payment provider', () => {
  let standIn: StripeStandIn;
  let provider: PaymentProvider;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    provider = createStripeProvider({ secretKey, webhookSecret, api: standIn.api });
  });

  afterAll(async () => {
    await standIn.close();
  });

  const checkout = (overrides: { billingRecordId?: string; amountCents?: number } = {}) =>
    provider.createCheckout({
      billingRecordId: overrides.billingRecordId ?? randomUUID(),
      amountCents: overrides.amountCents ?? 12_500,
      description: 'Milestone 1: API design',
      customerEmail: 'ada@example.com',
      successUrl: 'https://unblock.example/billing/success',
      cancelUrl: 'https://unblock.example/billing/cancel',
    });

  describe('createCheckout', () => {
    it('opens a one-line payment session tied to the billing record, idempotently', async () => {
      const result = await checkout({ billingRecordId });
      const again = await checkout({ billingRecordId });

      const session = standIn.objects.checkoutSessions.get(result.checkoutId);
      expect(result).toEqual({
        checkoutId: session?.id,
        url: `https://checkout.stripe.com/c/pay/${session?.id}`,
      });
      // The same record opens the same session.
      expect(again).toEqual(result);
      const requests = standIn.callsTo('POST /v1/checkout/sessions').slice(-2);
      expect(requests.map((request) => request.replayed)).toEqual([false, true]);
      const [request] = requests;
      expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
      expect(request?.idempotencyKey).toBe(`checkout:${billingRecordId}`);
      expect(request?.params).toEqual({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '12500',
        'line_items[0][price_data][product_data][name]': 'Milestone 1: API design',
        customer_email: 'ada@example.com',
        success_url: 'https://unblock.example/billing/success',
        cancel_url: 'https://unblock.example/billing/cancel',
        client_reference_id: billingRecordId,
        'metadata[billingRecordId]': billingRecordId,
        'payment_intent_data[metadata][billingRecordId]': billingRecordId,
      });
    });

    it("turns Stripe's refusal into a ProviderError carrying Stripe's message", async () => {
      standIn.failNext('POST /v1/checkout/sessions', {
        status: 400,
        type: 'invalid_request_error',
        message: 'Amount must be at least 50 cents',
      });
      const before = standIn.callsTo('POST /v1/checkout/sessions').length;

      const error: unknown = await checkout({ amountCents: 10 }).then(
        () => 'resolved',
        (reason: unknown) => reason,
      );

      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).message).toBe('Amount must be at least 50 cents');
      expect((error as ProviderError).cause).toBeInstanceOf(
        Stripe.errors.StripeInvalidRequestError,
      );
      // A 400 is final: not retried.
      expect(standIn.callsTo('POST /v1/checkout/sessions').length - before).toBe(1);
    });
  });

  describe('refund', () => {
    it('refunds the amount on the payment intent under the given idempotency key', async () => {
      const paymentId = standIn.payCheckout((await checkout()).checkoutId).payment_intent ?? '';

      const result = await provider.refund({
        paymentId,
        amountCents: 7_500,
        idempotencyKey: `refund:${paymentId}`,
      });

      expect(standIn.objects.refunds.get(result.refundId)).toMatchObject({
        amount: 7_500,
        payment_intent: paymentId,
      });
      const [request] = standIn.callsTo('POST /v1/refunds').slice(-1);
      expect(request?.idempotencyKey).toBe(`refund:${paymentId}`);
      expect(request?.params).toEqual({ payment_intent: paymentId, amount: '7500' });
    });
  });

  describe('expireCheckout', () => {
    it('expires the open session, and takes a session no longer open as closed already', async () => {
      const { checkoutId } = await checkout();
      await provider.expireCheckout(checkoutId);
      expect(standIn.objects.checkoutSessions.get(checkoutId)?.status).toBe('expired');

      // Stripe refuses to expire a session already expired (or paid).
      await expect(provider.expireCheckout(checkoutId)).resolves.toBeUndefined();
      expect(
        standIn
          .callsTo('POST /v1/checkout/sessions/:id/expire')
          .slice(-2)
          .map((request) => [request.path, request.status]),
      ).toEqual([
        [`/v1/checkout/sessions/${checkoutId}/expire`, 200],
        [`/v1/checkout/sessions/${checkoutId}/expire`, 400],
      ]);
    });

    it('fails, to be retried, when Stripe cannot be reached or refuses the key', async () => {
      const { checkoutId } = await checkout();
      standIn.failNext('POST /v1/checkout/sessions/:id/expire', {
        status: 401,
        message: 'Invalid API Key provided',
      });
      await expect(provider.expireCheckout(checkoutId)).rejects.toBeInstanceOf(ProviderError);
    });
  });

  describe('parseEvent', () => {
    const parse = (payload: string, signature: string | undefined) =>
      provider.parseEvent(Buffer.from(payload), { 'stripe-signature': signature });

    it('reads a paid checkout.session.completed as payment.succeeded', () => {
      const payload = eventPayload('checkout.session.completed', paidSession(), 'evt_paid');
      expect(parse(payload, sign(payload))).toEqual({
        id: 'evt_paid',
        type: 'payment.succeeded',
        billingRecordId,
        paymentId: 'pi_test_456',
        amountCents: 12_500,
        currency: 'usd',
      });
    });

    it('reads checkout.session.async_payment_succeeded as payment.succeeded', () => {
      const payload = eventPayload(
        'checkout.session.async_payment_succeeded',
        // Expanded payment intent and no metadata: the id and client_reference_id still serve.
        paidSession({
          payment_intent: { id: 'pi_async_789', object: 'payment_intent' },
          metadata: {},
          amount_total: 4_000,
          currency: 'eur',
        }),
        'evt_async',
      );
      expect(parse(payload, sign(payload))).toEqual({
        id: 'evt_async',
        type: 'payment.succeeded',
        billingRecordId,
        paymentId: 'pi_async_789',
        amountCents: 4_000,
        currency: 'eur',
      });
    });

    it('ignores a completed session whose payment is still pending', () => {
      const payload = eventPayload(
        'checkout.session.completed',
        // A bank debit: the payment intent exists but the money has not arrived.
        paidSession({ payment_status: 'unpaid', payment_intent: 'pi_processing_1' }),
        'evt_pending',
      );
      expect(parse(payload, sign(payload))).toEqual({
        id: 'evt_pending',
        type: 'ignored',
        providerType: 'checkout.session.completed',
      });
    });

    it('reads checkout.session.expired as checkout.expired', () => {
      const payload = eventPayload(
        'checkout.session.expired',
        paidSession({ status: 'expired', payment_status: 'unpaid', payment_intent: null }),
        'evt_expired',
      );
      expect(parse(payload, sign(payload))).toEqual({
        id: 'evt_expired',
        type: 'checkout.expired',
        billingRecordId,
      });
    });

    it('ignores a paid session that is not one of our checkouts', () => {
      const payload = eventPayload(
        'checkout.session.completed',
        { ...paidSession(), metadata: { billingRecordId: 'not-ours' }, client_reference_id: null },
        'evt_foreign',
      );
      expect(parse(payload, sign(payload))).toEqual({
        id: 'evt_foreign',
        type: 'ignored',
        providerType: 'checkout.session.completed',
      });
    });

    it('acknowledges any other event type as ignored', () => {
      const payload = eventPayload(
        'customer.created',
        { id: 'cus_1', object: 'customer' },
        'evt_other',
      );
      expect(parse(payload, sign(payload))).toEqual({
        id: 'evt_other',
        type: 'ignored',
        providerType: 'customer.created',
      });
    });

    describe('refuses deliveries not provably from Stripe', () => {
      const payload = eventPayload('checkout.session.completed', paidSession(), 'evt_forged');

      it('signed with another secret', () => {
        expect(() => parse(payload, sign(payload, { secret: 'whsec_attacker' }))).toThrow(
          InvalidProviderEvent,
        );
      });

      it('with a stale timestamp (a replay)', () => {
        const timestamp = Math.floor(Date.now() / 1000) - 3600;
        const signature = sign(payload, { timestamp });
        expect(signature).toContain(`t=${timestamp},`);
        expect(() => parse(payload, signature)).toThrow(InvalidProviderEvent);
      });

      it('whose body was re-serialised after signing', () => {
        const signature = sign(payload);
        const reserialised = Buffer.from(JSON.stringify(JSON.parse(payload), null, 2));
        expect(() => provider.parseEvent(reserialised, { 'stripe-signature': signature })).toThrow(
          InvalidProviderEvent,
        );
        // The same signature does verify the original bytes.
        expect(parse(payload, signature).type).toBe('payment.succeeded');
      });

      it('without a signature header', () => {
        expect(() => provider.parseEvent(Buffer.from(payload), {})).toThrow(InvalidProviderEvent);
        expect(() =>
          provider.parseEvent(Buffer.from(payload), { 'stripe-signature': [sign(payload)] }),
        ).toThrow(InvalidProviderEvent);
      });
    });
  });
});
