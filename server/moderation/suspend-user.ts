import { eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { ModeratedUser, SuspendUserInput } from '#shared/schemas/moderation.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { revokeSessions } from '../auth/sessions.ts';
import { keepSuspendedSessions } from '../auth/suspended-sessions.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { queueEmailToUser } from '../mail/outbox.ts';
import { lockModeratedUser } from './moderated-user.ts';
import { suspensionEmail } from './suspension-emails.ts';

const CANNOT_SUSPEND_YOURSELF = 'You cannot suspend your own account.';
// Moderators are made by operators (docs/lifecycle.md#roles), so only operators take a moderator's
// access away.
const CANNOT_SUSPEND_MODERATOR = 'A moderator cannot suspend another moderator.';
const ALREADY_SUSPENDED = 'This account is already suspended.';

/**
 * Suspends an account with its reason. In one transaction: the mark, every session deleted and
 * the person's mail. Deleting the sessions announces each on the live bus at commit (migration
 * 0003), so every instance closes their WebSockets at once, with the suspension's own close code
 * (the sessions are kept as suspended first, migration 0019), and the page still open can tell the
 * person why (ADR 0004); from then on no session can be made for the account (createSession).
 */
export async function suspendUser(
  db: Database,
  sessionCache: SessionCache | undefined,
  moderatorId: string,
  input: SuspendUserInput,
): Promise<ModeratedUser> {
  return db.transaction(async (tx) => {
    const user = await lockModeratedUser(tx, input.userId);
    if (user.id === moderatorId) throw new AppError('BAD_REQUEST', CANNOT_SUSPEND_YOURSELF);
    if (user.role === 'moderator') throw new AppError('FORBIDDEN', CANNOT_SUSPEND_MODERATOR);
    if (user.suspendedAt) throw new AppError('CONFLICT', ALREADY_SUSPENDED);
    const [marked] = await tx
      .update(users)
      .set({ suspendedAt: sql`now()`, suspendedBy: moderatorId, suspensionReason: input.reason })
      .where(eq(users.id, user.id))
      .returning({ suspendedAt: users.suspendedAt });
    // Kept first: each deleted session is then announced as suspended, and its browser can ask why.
    await keepSuspendedSessions(tx, user.id);
    await revokeSessions(tx, { userId: user.id, cache: sessionCache });
    await queueEmailToUser(tx, user.id, suspensionEmail(input.reason));
    return {
      ...user,
      suspendedAt: marked?.suspendedAt ?? null,
      suspensionReason: input.reason,
    };
  });
}
