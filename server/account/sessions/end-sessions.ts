import { and, eq, ne } from 'drizzle-orm';
import { SESSION_NOT_FOUND } from '#shared/account-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { revokeSessions } from '../../auth/sessions.ts';

/**
 * Ends one of the user's sessions by its public id (docs/accounts.md#where-you-are-signed-in):
 * NOT_FOUND unless it is theirs. Through revokeSessions, whose trigger closes its WebSockets on
 * every instance. Returns whether it was the caller's own (then this is signing out).
 */
export async function endSession(
  tx: Executor,
  end: { userId: string; publicId: string; currentId: string; cache: SessionCache | undefined },
): Promise<{ current: boolean }> {
  const [session] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, end.userId), eq(sessions.publicId, end.publicId)));
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  await revokeSessions(tx, { userId: end.userId, only: session.id, cache: end.cache });
  return { current: session.id === end.currentId };
}

/**
 * Deletes the user's sessions but `keep` (a password change, "sign out everywhere else"). The
 * sessions table's trigger announces each at commit, as for revokeSessions, so every instance
 * closes their WebSockets and forgets them; this instance's cache forgets them at once.
 */
export async function endOtherSessions(
  tx: Executor,
  end: { userId: string; keep: string; cache: SessionCache | undefined },
): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, end.userId), ne(sessions.id, end.keep)))
    .returning({ id: sessions.id });
  for (const { id } of ended) end.cache?.forget(id);
  return ended.length;
}
