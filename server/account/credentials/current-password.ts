import { eq } from 'drizzle-orm';
import { WRONG_CURRENT_PASSWORD } from '#shared/account-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { signInLimits } from '../../auth/limits.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { consumeRateLimits } from '../../rate-limit/rate-limit.ts';

/**
 * Checks the password a signed-in person typed to change their password or email
 * (docs/accounts.md#password-and-email). Counted under sign-in's own limits (per address, per
 * address and account, per account), before any hashing: a stolen session cannot guess the
 * password faster here than at the sign-in form. Returns the account's current email.
 */
export async function checkCurrentPassword(
  db: Executor,
  check: { userId: string; password: string; ip: string },
): Promise<{ email: string }> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, check.userId));
  if (!user) throw new AppError('NOT_FOUND', 'No such account.');
  await consumeRateLimits(db, signInLimits(check.ip, user.email));
  if (!(await verifyPassword(user.passwordHash, check.password))) {
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD);
  }
  return { email: user.email };
}
