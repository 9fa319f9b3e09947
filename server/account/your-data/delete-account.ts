import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { deletedEmailOf } from '#shared/deleted-account.ts';
import { AppError } from '#shared/errors.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { WRONG_PASSWORD_TEXT, type DeleteAccountInput } from '#shared/schemas/your-data.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { revokeSessions } from '../../auth/sessions.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  dataExports,
  emailChanges,
  emailTokens,
  mailOptOuts,
  outboxEmails,
  passkeys,
  profiles,
  recoveryCodes,
  signInChallenges,
  storedFiles,
  totpFactors,
  users,
  webauthnChallenges,
} from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { FileStore } from '../../files/file-store.ts';
import { isUnattached } from '../../files/unattached-uploads.ts';
import { consumeRateLimits, type Limit } from '../../rate-limit/rate-limit.ts';
import type { TicketSnapshotCache } from '../../ticket-commands/snapshot-cache.ts';
import { runTicketCommand } from '../../tickets/run-command.ts';
import { deletionCheck } from './deletion-check.ts';

/** Like sign-in's (server/auth/limits.ts): a stolen session cannot guess the password at will. */
const deleteAccountLimits = (ip: string, userId: string): Limit[] => [
  { key: `delete-account:ip:${ip}`, max: 30, windowSeconds: 15 * 60 },
  { key: `delete-account:user:${userId}`, max: 10, windowSeconds: 15 * 60 },
];

interface DeleteDeps {
  db: Database;
  env: Env;
  store: FileStore;
  sessionCache?: SessionCache;
  ticketSnapshots?: TicketSnapshotCache;
}

/**
 * Deletes the signed-in person's account (docs/privacy.md#deleting-an-account, ADR 0035): their
 * password first, then refused with the reasons while work is open or money held; their own
 * requests still waiting for a developer are deleted through the DeleteTicket command (their
 * history says so); then one transaction erases what names them. The row stays for what others
 * hold of them, so every hash chain and the ledger verify as before.
 */
export async function deleteAccount(
  deps: DeleteDeps,
  viewer: Actor,
  command: DeleteAccountInput & { ip: string },
): Promise<void> {
  const { db } = deps;
  await consumeRateLimits(db, deleteAccountLimits(command.ip, viewer.id));
  const [user] = await db
    .select({ passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!user || !(await verifyPassword(user.passwordHash, command.currentPassword))) {
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD_TEXT);
  }
  const check = await deletionCheck(db, viewer.id);
  if (!check.allowed) throw new AppError('CONFLICT', check.reasons.join(' '));
  for (const ticket of check.waiting) {
    await runTicketCommand(deps, viewer, {
      ticketId: ticket.id,
      expectedVersion: ticket.version,
      command: { type: 'DeleteTicket' },
    });
  }
  // A password nobody knows (its secret is thrown away), in the hash's own format, so signing in
  // fails exactly as a wrong password does.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const removed = await db.transaction(async (tx) => {
    // Locked: an export being requested or a request being taken meanwhile waits for this.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const again = await deletionCheck(tx, viewer.id);
    if (!again.allowed || again.waiting.length > 0) {
      throw new AppError('CONFLICT', again.reasons.join(' ') || 'Please try again.');
    }
    await tx
      .update(users)
      .set({ deletedAt: new Date(), email: deletedEmailOf(viewer.id), passwordHash: unusable })
      .where(eq(users.id, viewer.id));
    await tx
      .update(profiles)
      .set({
        firstName: null,
        lastName: null,
        bio: null,
        profileImageKey: null,
        profileImageUrl: null,
      })
      .where(eq(profiles.id, viewer.id));
    const keys = await eraseOwnData(tx, viewer.id);
    // The mails to them, kept as sent, hold their address and name; a waiting one goes unsent.
    await tx.delete(outboxEmails).where(eq(outboxEmails.to, user.email));
    await revokeSessions(tx, { userId: viewer.id, cache: deps.sessionCache });
    return keys;
  });
  // After commit: bytes nobody can reach any more (a failure leaves strays the clean-up removes).
  for (const key of removed) await deps.store.remove(key).catch(() => undefined);
}

/**
 * Deletes what only the person had: sign-in factors, pending email changes, links by mail, mail
 * preferences, their exports, and their uploads that no request, milestone or message refers to
 * (the picture was just unset). Answers the file keys whose bytes go after commit.
 */
async function eraseOwnData(tx: Executor, userId: string): Promise<string[]> {
  for (const table of [
    totpFactors,
    recoveryCodes,
    passkeys,
    webauthnChallenges,
    signInChallenges,
    emailChanges,
    emailTokens,
    mailOptOuts,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  const exports = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.fileKey });
  const uploads = await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerId, userId), isUnattached()))
    .returning({ key: storedFiles.key });
  return [
    ...exports.flatMap((row) => (row.key ? [row.key] : [])),
    ...uploads.map((row) => row.key),
  ];
}
