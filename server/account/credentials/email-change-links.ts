import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_NO_LONGER_FREE, INVALID_EMAIL_LINK } from '#shared/account-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Env } from '../../env.ts';
import { issueEmailToken } from '../../auth/email-tokens.ts';
import { verifyLimits } from '../../auth/limits.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { revokeSessions } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import { queueEmail } from '../../mail/outbox.ts';
import { emailChangedEmail, emailRevertedEmail } from '../../mail/templates/account-emails.ts';
import { consumeRateLimits } from '../../rate-limit/rate-limit.ts';
import { openEmailChange } from './email-change.ts';
import { revertLink, revertTokenOf } from './email-change-tokens.ts';

const invalidLink = () => new AppError('BAD_REQUEST', INVALID_EMAIL_LINK);

/**
 * The new address's link (docs/accounts.md#password-and-email), from any browser: while it is
 * valid and the address still free, the account's email becomes it (and counts as verified),
 * and the old address is told, with "this wasn't me" again.
 */
export async function confirmEmailChange(
  db: Database,
  env: Env,
  cache: SessionCache | undefined,
  command: { token: string; ip: string },
): Promise<{ email: string }> {
  await consumeRateLimits(db, verifyLimits(command.ip));
  const confirmed = await db
    .transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.confirmTokenHash, hashToken(command.token)),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.voidedAt),
            isNull(emailChanges.revertedAt),
            gt(emailChanges.expiresAt, sql`now()`),
          ),
        )
        .for('update');
      if (!change) throw invalidLink();
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, change.newEmail), ne(users.id, change.userId)));
      if (taken.length > 0) throw new AppError('CONFLICT', EMAIL_NO_LONGER_FREE);
      // Only from the address the change was asked from: the account's email moved since, no.
      const [moved] = await tx
        .update(users)
        .set({ email: change.newEmail, emailVerifiedAt: new Date() })
        .where(and(eq(users.id, change.userId), eq(users.email, change.oldEmail)))
        .returning({ id: users.id });
      if (!moved) throw invalidLink();
      await tx
        .update(emailChanges)
        .set({ confirmedAt: new Date() })
        .where(eq(emailChanges.id, change.id));
      const link = revertLink(env.publicUrl, await revertTokenOf(db, change.id));
      await queueEmail(tx, change.oldEmail, emailChangedEmail(change.newEmail, link));
      return { userId: change.userId, email: change.newEmail };
    })
    .catch((error: unknown) => {
      // An account signed up with the address between our check and the update.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_NO_LONGER_FREE);
      throw error;
    });
  // Sessions carry the email (server/auth/session-cache.ts): the user row's trigger tells every
  // instance; this one forgets at once, so the next `me` has the new address.
  cache?.forgetUser(confirmed.userId);
  return { email: confirmed.email };
}

/**
 * "This wasn't me", from the old address (docs/accounts.md#password-and-email): the old address
 * comes back if the change was done, every waiting change is voided, every session ends (the
 * person who asked for it included) and the old address gets a link to choose a new password.
 */
export async function revertEmailChange(
  db: Database,
  env: Env,
  cache: SessionCache | undefined,
  command: { token: string; ip: string },
): Promise<{ userId: string }> {
  await consumeRateLimits(db, verifyLimits(command.ip));
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.revertTokenHash, hashToken(command.token)),
          isNull(emailChanges.revertedAt),
          gt(emailChanges.revertExpiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!change) throw invalidLink();
    // Back to the old address, unless another account signed up with it since: then the
    // account keeps the new one, and the sessions still end below.
    const oldTaken = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, change.oldEmail), ne(users.id, change.userId)));
    if (change.confirmedAt && oldTaken.length === 0) {
      await tx
        .update(users)
        .set({ email: change.oldEmail })
        .where(and(eq(users.id, change.userId), eq(users.email, change.newEmail)));
    }
    await tx
      .update(emailChanges)
      .set({ revertedAt: new Date(), voidedAt: sql`coalesce(${emailChanges.voidedAt}, now())` })
      .where(eq(emailChanges.id, change.id));
    await tx
      .update(emailChanges)
      .set({ voidedAt: new Date() })
      .where(openEmailChange(change.userId));
    await revokeSessions(tx, { userId: change.userId, cache });
    const resetLink = await issueEmailToken(tx, env, change.userId, 'reset-password');
    await queueEmail(tx, change.oldEmail, emailRevertedEmail(resetLink));
    return { userId: change.userId };
  });
}
