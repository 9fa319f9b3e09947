import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { InvalidProviderEvent, type PaymentProvider, type ProviderEvent } from './provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Deliveries older than this are refused, so a captured one cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

const sandboxEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('payment.succeeded'),
    billingRecordId: z.uuid(),
    paymentId: z.string().min(1).max(200),
    amountCents: z.number().int().positive(),
    currency: z.string().regex(/^[a-z]{3}$/),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('checkout.expired'),
    billingRecordId: z.uuid(),
  }),
  // What a real provider may also tell: the sandbox accepts them signed, so that a moderator's
  // hold can be tried on a fresh machine (docs/payments.md#refunds-stay-honest).
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('transfer.reversed'),
    transferId: z.string().min(1).max(200),
    amountReversedCents: z.number().int().nonnegative(),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('payment.disputed'),
    paymentId: z.string().min(1).max(200),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('payout-account.updated'),
    accountId: z.string().min(1).max(200),
    payoutsEnabled: z.boolean(),
    requirements: z.array(z.string().min(1).max(200)).max(50),
  }),
]);

/** The sandbox's page that plays the provider's onboarding (client/routes/sandbox-onboarding). */
const SANDBOX_ONBOARDING_PATH = '/sandbox/onboarding';

const signatureOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header a sandbox delivery carries: Stripe's scheme, HMAC-SHA256 over "timestamp.body". */
export function signSandboxEvent(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * The built-in provider (docs/payments.md#providers): its checkout page is served by the app itself
 * (`/sandbox/checkout/:id`), and paying there sends a signed event to the webhook, which verifies
 * it exactly as it would a real provider's. No money moves; production refuses it (env.ts).
 */
export function createSandboxProvider(options: {
  secret: string;
  publicUrl: string;
}): PaymentProvider {
  return {
    name: 'sandbox',

    createCheckout({ billingRecordId }) {
      return Promise.resolve({
        checkoutId: `sbx_cs_${billingRecordId}`,
        url: `${options.publicUrl}/sandbox/checkout/${billingRecordId}`,
      });
    },

    parseEvent(rawBody, headers): ProviderEvent {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof header !== 'string') throw new InvalidProviderEvent('no signature');
      const parts = new Map(
        header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]),
      );
      const timestamp = Number(parts.get('t'));
      const signature = parts.get('v1') ?? '';
      if (!Number.isInteger(timestamp)) throw new InvalidProviderEvent('no timestamp');
      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) {
        throw new InvalidProviderEvent('timestamp outside the tolerance');
      }
      // Over the exact bytes received: a body parsed and serialised again no longer matches.
      const expected = Buffer.from(
        signatureOf(options.secret, timestamp, rawBody.toString('utf8')),
      );
      const received = Buffer.from(signature);
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
        throw new InvalidProviderEvent('signature mismatch');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new InvalidProviderEvent('body is not JSON');
      }
      const result = sandboxEventSchema.safeParse(parsed);
      if (!result.success) throw new InvalidProviderEvent('unknown event shape');
      return result.data;
    },

    expireCheckout() {
      // The sandbox page pays only a pending record (sandbox-checkout.ts): a void one is closed.
      return Promise.resolve();
    },

    refund({ idempotencyKey }) {
      // Deterministic, so a retried refund is the same refund.
      return Promise.resolve({ refundId: `sbx_re_${idempotencyKey}` });
    },

    createPayoutAccount({ userId }) {
      // One per user, as Stripe's idempotency key makes it.
      return Promise.resolve({ accountId: `sbx_acct_${userId}` });
    },

    onboardingLink() {
      // The page knows the signed-in developer; the account is theirs.
      return Promise.resolve({ url: `${options.publicUrl}${SANDBOX_ONBOARDING_PATH}` });
    },

    transfer({ idempotencyKey }) {
      // Deterministic, so a retried transfer is the same transfer.
      return Promise.resolve({ transferId: `sbx_tr_${idempotencyKey}` });
    },
  };
}
