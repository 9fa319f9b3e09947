import { eq } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { SecondStep } from '#shared/two-step.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { consumeRateLimits, forgetRateLimit, withinRateLimits } from '../rate-limit/rate-limit.ts';
import { createSignInChallenge } from '../two-step/challenges.ts';
import { hasPasskey } from '../two-step/passkeys/owned.ts';
import { hasTotp } from '../two-step/totp.ts';
import {
  deviceOf,
  issueDeviceCookie,
  type Device,
  type IssuedDeviceCookie,
} from './device-cookie.ts';
import { deviceFailureLimit, signInLimits, trustedSignInLimits } from './limits.ts';
import { loadMe } from './me.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, type SessionDevice } from './sessions.ts';

/** A sign-in that is done: the session for the cookie, and the browser's device cookie. */
export interface SignedIn {
  me: Me;
  token: string;
  expiresAt: Date;
  device: IssuedDeviceCookie;
}

/**
 * Checks the password; answers the session, or, for an account with two-step sign-in on, the
 * second step's challenge instead (docs/accounts.md#two-step-sign-in): no session yet.
 */
export async function signIn(
  db: Database,
  env: Env,
  command: {
    email: string;
    password: string;
    ip: string;
    deviceCookie?: string;
    /** The browser, as the sessions list shows it (docs/accounts.md#where-you-are-signed-in). */
    session?: SessionDevice;
  },
): Promise<SignedIn | SecondStep> {
  const [user] = await db.select().from(users).where(eq(users.email, command.email));
  // A browser that signed in to this account before is limited on its own, so strangers' wrong
  // passwords cannot lock it out (ADR 0004). Limits are counted before any password hashing.
  const device = user ? await deviceOf(db, user.id, command.deviceCookie) : null;
  const trusted =
    user && device && (await withinRateLimits(db, trustedSignInLimits(device.nonce, user.id)));
  if (!trusted) await consumeRateLimits(db, signInLimits(command.ip, command.email));
  const valid = await verifyPassword(user?.passwordHash ?? null, command.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  if (device) await forgetRateLimit(db, deviceFailureLimit(device.nonce).key);
  // Only after the password matched, so this does not reveal unverified accounts either.
  if (env.requireEmailVerification && !user.emailVerifiedAt) {
    throw new AppError('FORBIDDEN', EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
  }
  if (await hasTotp(db, user.id)) {
    const token = await createSignInChallenge(db, user.id);
    const passkey = (await hasPasskey(db, user.id)) ? (['passkey'] as const) : [];
    return { secondStep: { token, methods: ['totp', 'recovery', ...passkey] } };
  }
  return openSession(db, user.id, device, command.session);
}

/**
 * The session of a sign-in whose every step is done: by the password alone, or after the second
 * step (server/two-step/complete-sign-in.ts), alike.
 */
export async function openSession(
  db: Database,
  userId: string,
  device: Device | null,
  sessionDevice?: SessionDevice,
): Promise<SignedIn> {
  // A fresh token at every sign-in: a token planted before sign-in is never promoted.
  const { token, session } = await createSession(db, userId, sessionDevice);
  return {
    me: await loadMe(db, userId),
    token,
    expiresAt: session.expiresAt,
    device: await issueDeviceCookie(db, userId, device),
  };
}
