import { eq } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { signInLimits } from './limits.ts';
import { loadMe } from './me.ts';
import { verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

export async function signIn(
  db: Database,
  env: Env,
  command: { email: string; password: string; ip: string },
): Promise<{ me: Me; token: string; expiresAt: Date }> {
  await consumeRateLimits(db, signInLimits(command.ip, command.email));
  const [user] = await db.select().from(users).where(eq(users.email, command.email));
  const valid = await verifyPassword(user?.passwordHash ?? null, command.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  // Only after the password matched, so this does not reveal unverified accounts either.
  if (env.requireEmailVerification && !user.emailVerifiedAt) {
    throw new AppError('FORBIDDEN', EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
  }
  // A fresh token at every sign-in: a token planted before sign-in is never promoted.
  const { token, session } = await createSession(db, user.id);
  return { me: await loadMe(db, user.id), token, expiresAt: session.expiresAt };
}
