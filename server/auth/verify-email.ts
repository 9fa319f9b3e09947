import { and, eq, isNull } from 'drizzle-orm';
import { VERIFICATION_FAILED, VERIFIED_SIGN_IN_WITH_CODE } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { verificationEmail } from '../mail/templates/auth-emails.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { issueDeviceCookie, type IssuedDeviceCookie } from './device-cookie.ts';
import { findEmailToken, issueEmailToken, voidEmailTokens } from './email-tokens.ts';
import { resendLimits, verifyLimits } from './limits.ts';
import { loadMe } from './me.ts';
import { createSession, type SessionDevice } from './sessions.ts';
import { hasTotp } from '../two-step/totp.ts';

/**
 * Confirms the address and signs the user in (the link proves they own the mailbox), unless the
 * account has two-step sign-in on: owning the mailbox is one step, so the address is verified and
 * the person signs in with their password and code (docs/accounts.md#two-step-sign-in).
 */
export async function verifyEmail(
  db: Database,
  command: { token: string; ip: string; device?: SessionDevice },
): Promise<{ me: Me; token: string; expiresAt: Date; device: IssuedDeviceCookie }> {
  await consumeRateLimits(db, verifyLimits(command.ip));
  const signedIn = await db.transaction(async (tx) => {
    const userId = await findEmailToken(tx, command.token, 'verify-email', { consume: true });
    if (!userId) throw new AppError('BAD_REQUEST', VERIFICATION_FAILED);
    // Any of the account's unexpired links verifies it; once one has, the others lapse.
    await voidEmailTokens(tx, userId, 'verify-email');
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    if (await hasTotp(tx, userId)) return null;
    // The sessions list shows where it was made (docs/accounts.md#where-you-are-signed-in).
    const device = command.device ?? { ipAddress: command.ip };
    const { token, session } = await createSession(tx, userId, device);
    return { me: await loadMe(tx, userId), token, expiresAt: session.expiresAt };
  });
  if (!signedIn) throw new AppError('CONFLICT', VERIFIED_SIGN_IN_WITH_CODE);
  // A sign-in like any other: this browser is now one the account signed in from (ADR 0004).
  return { ...signedIn, device: await issueDeviceCookie(db, signedIn.me.id, null) };
}

/** Sends a new link to an unverified account; answers the same whatever the address. */
export async function resendVerification(
  db: Database,
  env: Env,
  command: { email: string; ip: string },
): Promise<void> {
  await consumeRateLimits(db, resendLimits(command.ip, command.email));
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt, firstName: profiles.firstName })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, command.email));
    if (!user || user.verifiedAt) return;
    const link = await issueEmailToken(tx, env, user.id, 'verify-email');
    await queueEmail(tx, command.email, verificationEmail(link, user.firstName));
  });
}
