import { eq } from 'drizzle-orm';
import type { PasskeyAssertion, PasskeyRequestOptions } from '#shared/passkeys.ts';
import type { Database } from '../../db/client.ts';
import { passkeys } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { deviceOf } from '../../auth/device-cookie.ts';
import type { SessionDevice } from '../../auth/sessions.ts';
import { openSession, type SignedIn } from '../../auth/sign-in.ts';
import { consumeRateLimits, forgetRateLimit, type Limit } from '../../rate-limit/rate-limit.ts';
import { challengedUser } from '../challenges.ts';
import { codeLimit } from '../codes.ts';
import { verifyAssertion } from './assert.ts';
import { issueChallenge } from './challenges.ts';
import { relyingParty } from './relying-party.ts';

/**
 * Passkey sign-ins one address may try in 15 minutes, as many as password sign-ins
 * (server/auth/limits.ts). Every attempt counts: nothing is hashed, but each is a signature check.
 */
const passkeySignInLimits = (ip: string): Limit[] => [
  { key: `passkey-sign-in:ip:${ip}`, max: 30, windowSeconds: 15 * 60 },
];

/** A sign-in by passkey alone: any of the site's passkeys may answer (the account is unknown). */
export async function passkeySignInOptions(db: Database, env: Env): Promise<PasskeyRequestOptions> {
  return {
    challenge: await issueChallenge(db, 'sign-in', null),
    rpId: relyingParty(env).id,
    allowCredentials: [],
  };
}

/**
 * Signs in with a passkey instead of a password (docs/accounts.md#passkeys). A passkey is two
 * factors already (the device, and the face, finger or PIN that unlocked it), so no second step
 * follows; the session opens as a password sign-in's does.
 */
export async function passkeySignIn(
  db: Database,
  env: Env,
  command: {
    assertion: PasskeyAssertion;
    ip: string;
    deviceCookie?: string;
    session?: SessionDevice;
  },
): Promise<SignedIn> {
  await consumeRateLimits(db, passkeySignInLimits(command.ip));
  const userId = await verifyAssertion(db, env, command.assertion, 'sign-in', null);
  const device = await deviceOf(db, userId, command.deviceCookie);
  return openSession(db, userId, device, command.session);
}

/** The second step of a password sign-in, by one of the account's passkeys. */
export async function secondStepOptions(
  db: Database,
  env: Env,
  token: string,
): Promise<PasskeyRequestOptions> {
  const userId = await challengedUser(db, token);
  const owned = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return {
    challenge: await issueChallenge(db, 'second-step', userId),
    rpId: relyingParty(env).id,
    allowCredentials: owned.map((row) => row.id),
  };
}

/** Answers a second step with a passkey; limited as wrong codes are (server/two-step/codes.ts). */
export async function usePasskeyAsSecondStep(
  db: Database,
  env: Env,
  userId: string,
  assertion: PasskeyAssertion,
): Promise<void> {
  const limit = codeLimit(userId);
  await consumeRateLimits(db, [limit]);
  await verifyAssertion(db, env, assertion, 'second-step', userId);
  await forgetRateLimit(db, limit.key);
}
