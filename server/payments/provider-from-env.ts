import type { Env } from '../env.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { sandboxSecretOf } from './sandbox-secret.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe when both its keys are set, the built-in sandbox otherwise (env.ts refuses it in production). */
export function createPaymentProvider(env: Env): PaymentProvider {
  return env.payments.provider === 'stripe'
    ? createStripeProvider({
        secretKey: env.payments.secretKey,
        webhookSecret: env.payments.webhookSecret,
        connectWebhookSecret: env.payments.connectWebhookSecret,
      })
    : createSandboxProvider({ secret: sandboxSecretOf(env), publicUrl: env.publicUrl });
}
