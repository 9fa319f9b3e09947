import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { issueEmailToken } from '../../auth/email-tokens.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { queueEmailToUser } from '../../mail/outbox.ts';
import { passwordChangedEmail } from '../../mail/templates/account-emails.ts';
import { endOtherSessions } from '../sessions/end-sessions.ts';
import { checkCurrentPassword } from './current-password.ts';

/**
 * A signed-in person's new password (docs/accounts.md#password-and-email): the current one
 * first, the sign-up rules for the new one, then every OTHER session ends (whoever else was in is
 * out; this browser stays) and the account's address is told, with a way to take it back.
 */
export async function changePassword(
  db: Database,
  env: Env,
  cache: SessionCache | undefined,
  command: {
    userId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
  },
): Promise<void> {
  await checkCurrentPassword(db, {
    userId: command.userId,
    password: command.currentPassword,
    ip: command.ip,
  });
  if (await isCommonPassword(command.newPassword)) {
    throw new AppError('BAD_REQUEST', COMMON_PASSWORD);
  }
  const passwordHash = await hashPassword(command.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, command.userId));
    await endOtherSessions(tx, { userId: command.userId, keep: command.sessionId, cache });
    const resetLink = await issueEmailToken(tx, env, command.userId, 'reset-password');
    await queueEmailToUser(tx, command.userId, passwordChangedEmail(new Date(), resetLink));
  });
}
