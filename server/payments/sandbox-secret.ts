import path from 'node:path';
import type { Env } from '../env.ts';
import { readOrCreateSecret } from '../local-secret.ts';

/**
 * The sandbox provider's webhook secret: SANDBOX_PAYMENTS_SECRET when set, otherwise one made at
 * random for this data directory on first start. A constant in the source would let anyone who
 * reaches a development instance pay its checkouts with forged events.
 */
export async function withSandboxSecret(env: Env): Promise<Env> {
  if (env.payments.provider !== 'sandbox' || env.payments.secret) return env;
  const secret = await readOrCreateSecret(path.join(env.dataDir, 'sandbox-payments.secret'));
  return { ...env, payments: { ...env.payments, secret } };
}

/** The secret a started server resolved; only the sandbox's own pages sign events. */
export function sandboxSecretOf(env: Env): string {
  if (env.payments.provider !== 'sandbox' || !env.payments.secret) {
    throw new Error('the sandbox payments secret was not set up (startServer does it)');
  }
  return env.payments.secret;
}
