import { eq, isNull, and } from 'drizzle-orm';
import { COMMON_PASSWORD, INVALID_RESET_LINK } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { passwordResetEmail } from '../mail/templates/auth-emails.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { findEmailToken, issueEmailToken } from './email-tokens.ts';
import { resetPasswordLimits, resetRequestLimits } from './limits.ts';
import { hashPassword } from './passwords.ts';
import type { SessionCache } from './session-cache.ts';
import { revokeSessions } from './sessions.ts';

/** Mails a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(
  db: Database,
  env: Env,
  command: { email: string; ip: string },
): Promise<void> {
  await consumeRateLimits(db, resetRequestLimits(command.ip, command.email));
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, command.email));
    if (!user) return;
    const link = await issueEmailToken(tx, env, user.id, 'reset-password');
    await queueEmail(tx, command.email, passwordResetEmail(link));
  });
}

export async function isResetTokenValid(db: Database, token: string): Promise<boolean> {
  return (await findEmailToken(db, token, 'reset-password', { consume: false })) !== null;
}

/**
 * Sets the new password and ends every session of the account (a reset often follows a
 * compromise). Receiving the mail also proves the address, so it counts as verified.
 */
export async function resetPassword(
  db: Database,
  sessionCache: SessionCache | undefined,
  command: { token: string; password: string; ip: string },
): Promise<void> {
  await consumeRateLimits(db, resetPasswordLimits(command.ip));
  if (!(await isResetTokenValid(db, command.token))) {
    throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  }
  // The link stays valid, so the user can choose again.
  if (await isCommonPassword(command.password)) {
    throw new AppError('BAD_REQUEST', COMMON_PASSWORD);
  }
  const passwordHash = await hashPassword(command.password);
  await db.transaction(async (tx) => {
    const userId = await findEmailToken(tx, command.token, 'reset-password', { consume: true });
    if (!userId) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await revokeSessions(tx, { userId, cache: sessionCache });
  });
}
