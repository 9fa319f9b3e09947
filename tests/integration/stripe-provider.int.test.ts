import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  InvalidProviderEvent,
  ProviderError,
  type PaymentProvider,
} from '#server/payments/provider.ts';
import { createStripeProvider } from '#server/payments/stripe-provider.ts';

const secretKey = 'sk_test_unblock_fake';
const webhookSecret = 'whsec_unblock_test';
const billingRecordId = '0b6f6c2e-6a43-4c47-9d2a-2f5c3f1f8a10';

interface RecordedRequest {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: URLSearchParams;
}

/** What the fake answers next: Stripe's JSON for a status, as api.stripe.com would send it. */
let nextAnswer: { status: number; body: unknown };
const requests: RecordedRequest[] = [];

/** Stands in for api.stripe.com: records each call and answers with `nextAnswer`. */
function startFakeStripe(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(nextAnswer.status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      });
      response.end(JSON.stringify(nextAnswer.body));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

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
  let fake: Server;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    const { port } = fake.address() as AddressInfo;
    provider = createStripeProvider({
      secretKey,
      webhookSecret,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve, reject) =>
      fake.close((error) => (error ? reject(error) : resolve())),
    );
  });

  beforeEach(() => {
    requests.length = 0;
  });

  describe('createCheckout', () => {
    it('opens a one-line payment session tied to the billing record, idempotently', async () => {
      nextAnswer = {
        status: 200,
        body: {
          id: 'cs_test_123',
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: 'https://checkout.stripe.com/c/pay/cs_test_123',
        },
      };

      const result = await provider.createCheckout({
        billingRecordId,
        amountCents: 12_500,
        description: 'Milestone 1: API design',
        customerEmail: 'ada@example.com',
        successUrl: 'https://unblock.example/billing/success',
        cancelUrl: 'https://unblock.example/billing/cancel',
      });

      expect(result).toEqual({
        checkoutId: 'cs_test_123',
        url: 'https://checkout.stripe.com/c/pay/cs_test_123',
      });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v1/checkout/sessions');
      expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
      expect(request?.headers['idempotency-key']).toBe(`checkout:${billingRecordId}`);
      expect(Object.fromEntries(request?.body ?? [])).toEqual({
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
      nextAnswer = {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'Amount must be at least 50 cents',
            param: 'line_items[0][price_data][unit_amount]',
          },
        },
      };

      const error: unknown = await provider
        .createCheckout({
          billingRecordId,
          amountCents: 10,
          description: 'Too small',
          customerEmail: 'ada@example.com',
          successUrl: 'https://unblock.example/billing/success',
          cancelUrl: 'https://unblock.example/billing/cancel',
        })
        .then(
          () => 'resolved',
          (reason: unknown) => reason,
        );

      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).message).toBe('Amount must be at least 50 cents');
      expect((error as ProviderError).cause).toBeInstanceOf(
        Stripe.errors.StripeInvalidRequestError,
      );
      // A 400 is final: not retried.
      expect(requests).toHaveLength(1);
    });
  });

  describe('refund', () => {
    it('refunds the amount on the payment intent under the given idempotency key', async () => {
      nextAnswer = {
        status: 200,
        body: {
          id: 're_123',
          object: 'refund',
          amount: 7_500,
          payment_intent: 'pi_test_456',
          status: 'succeeded',
        },
      };

      const result = await provider.refund({
        paymentId: 'pi_test_456',
        amountCents: 7_500,
        idempotencyKey: 'refund:task-42',
      });

      expect(result).toEqual({ refundId: 're_123' });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v1/refunds');
      expect(request?.headers['idempotency-key']).toBe('refund:task-42');
      expect(Object.fromEntries(request?.body ?? [])).toEqual({
        payment_intent: 'pi_test_456',
        amount: '7500',
      });
    });
  });

  describe('expireCheckout', () => {
    it('expires the open session, and takes a session no longer open as closed already', async () => {
      nextAnswer = {
        status: 200,
        body: { id: 'cs_test_123', object: 'checkout.session', status: 'expired' },
      };
      await provider.expireCheckout('cs_test_123');
      expect(requests.map((request) => [request.method, request.path])).toEqual([
        ['POST', '/v1/checkout/sessions/cs_test_123/expire'],
      ]);

      // Stripe's answer for a session already paid or expired.
      nextAnswer = {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
          },
        },
      };
      await expect(provider.expireCheckout('cs_test_123')).resolves.toBeUndefined();
    });

    it('fails, to be retried, when Stripe cannot be reached or refuses the key', async () => {
      nextAnswer = {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
      await expect(provider.expireCheckout('cs_test_123')).rejects.toBeInstanceOf(ProviderError);
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
