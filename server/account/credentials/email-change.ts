import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SAME_EMAIL } from '#shared/account-messages.ts';
import { EMAIL_TAKEN } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { queueEmail } from '../../mail/outbox.ts';
import { confirmNewEmail, emailChangeRequestedEmail } from '../../mail/templates/account-emails.ts';
import { checkCurrentPassword } from './current-password.ts';
import { confirmLink, revertLink, revertTokenOf } from './email-change-tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The new address's link: a day, as people act on such a mail at once or not at all. */
const CONFIRM_LIFETIME_MS = 24 * HOUR_MS;
/** The old address's "this wasn't me": long, as a hijacked mailbox is noticed late. */
const REVERT_LIFETIME_MS = 30 * 24 * HOUR_MS;

/** A change neither confirmed, voided nor reverted (expired or not). */
const open = (userId: string) =>
  and(
    eq(emailChanges.userId, userId),
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.voidedAt),
    isNull(emailChanges.revertedAt),
  );

/**
 * Asks to change the account's email (docs/accounts.md#password-and-email): the password first,
 * then the new address gets a confirming link and the old one a notice with "this wasn't me".
 * Nothing changes until the link is opened; an older unconfirmed request is voided.
 */
export async function requestEmailChange(
  db: Database,
  env: Env,
  command: { userId: string; newEmail: string; currentPassword: string; ip: string },
): Promise<{ newEmail: string; sentAt: Date }> {
  const { email: oldEmail } = await checkCurrentPassword(db, {
    userId: command.userId,
    password: command.currentPassword,
    ip: command.ip,
  });
  const { newEmail } = command;
  if (newEmail === oldEmail) throw new AppError('BAD_REQUEST', SAME_EMAIL);
  const id = randomUUID();
  const confirmToken = generateToken();
  const revertToken = await revertTokenOf(db, id);
  return db.transaction(async (tx) => {
    if (await emailInUse(tx, newEmail)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    await tx.update(emailChanges).set({ voidedAt: new Date() }).where(open(command.userId));
    const now = Date.now();
    const [row] = await tx
      .insert(emailChanges)
      .values({
        id,
        userId: command.userId,
        oldEmail,
        newEmail,
        confirmTokenHash: hashToken(confirmToken),
        revertTokenHash: hashToken(revertToken),
        expiresAt: new Date(now + CONFIRM_LIFETIME_MS),
        revertExpiresAt: new Date(now + REVERT_LIFETIME_MS),
      })
      .returning({ sentAt: emailChanges.createdAt });
    await queueEmail(
      tx,
      newEmail,
      confirmNewEmail(newEmail, confirmLink(env.publicUrl, confirmToken)),
    );
    await queueEmail(
      tx,
      oldEmail,
      emailChangeRequestedEmail(newEmail, revertLink(env.publicUrl, revertToken)),
    );
    return { newEmail, sentAt: row?.sentAt ?? new Date(now) };
  });
}

/** Whether an account (any, the caller's included) has this address. */
async function emailInUse(tx: Executor, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

/** The change waiting for its link, if any: what the settings page shows until then. */
export async function pendingEmailChange(
  db: Executor,
  userId: string,
): Promise<{ newEmail: string; sentAt: Date } | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail, sentAt: emailChanges.createdAt })
    .from(emailChanges)
    .where(and(open(userId), gt(emailChanges.expiresAt, sql`now()`)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row ?? null;
}

/** Withdraws the waiting change: its link no longer works. */
export async function cancelEmailChange(db: Executor, userId: string): Promise<void> {
  await db.update(emailChanges).set({ voidedAt: new Date() }).where(open(userId));
}

export { open as openEmailChange };
