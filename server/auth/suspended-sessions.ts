import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, suspendedSessions, users } from '../db/schema/index.ts';

/**
 * A suspension tells the browsers it signs out why (ADR 0004, "Telling a suspended person at
 * once"). Each session it ends is kept here by its id, the SHA-256 of the cookie's token, so the
 * reason is given only to a request that presents that token: the person's own browser, which was
 * signed in as them a moment ago. Nobody else holds the token, and the id cannot be turned back
 * into it. The reason itself is read from the account at the time of asking, so a lifted
 * suspension (whose kept sessions are forgotten) says nothing, and an old token never tells of a
 * later suspension.
 */

/** Keeps the user's sessions as ended by a suspension; called before they are deleted. */
export async function keepSuspendedSessions(tx: Executor, userId: string): Promise<void> {
  await tx
    .insert(suspendedSessions)
    .select(
      tx
        .select({
          id: sessions.id,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          createdAt: sql`now()`.as('created_at'),
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    )
    .onConflictDoNothing();
}

/** A lifted suspension leaves nothing to tell: the person simply signs in again. */
export async function forgetSuspendedSessions(tx: Executor, userId: string): Promise<void> {
  await tx.delete(suspendedSessions).where(eq(suspendedSessions.userId, userId));
}

/**
 * The moderator's reason, when the session with this id (a cookie that no longer holds) was ended
 * by a suspension that still holds and would not have expired yet; otherwise null.
 */
export async function suspensionOfSession(
  db: Executor,
  sessionId: string | undefined,
): Promise<{ reason: string } | null> {
  if (!sessionId) return null;
  const [row] = await db
    .select({ reason: users.suspensionReason })
    .from(suspendedSessions)
    .innerJoin(users, eq(users.id, suspendedSessions.userId))
    .where(
      and(
        eq(suspendedSessions.id, sessionId),
        gt(suspendedSessions.expiresAt, sql`now()`),
        isNotNull(users.suspendedAt),
      ),
    );
  return row?.reason ? { reason: row.reason } : null;
}

export async function pruneSuspendedSessions(db: Executor): Promise<void> {
  await db.delete(suspendedSessions).where(lt(suspendedSessions.expiresAt, sql`now()`));
}
