import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { SessionCache } from '../auth/session-cache.ts';

/**
 * Ends every session of the account but this one: when two-step sign-in is turned on, the others
 * were opened with the password alone (docs/accounts.md#two-step-sign-in). As with sign-out, the
 * table's trigger announces each on the live bus, so every instance closes their WebSockets.
 */
export async function endOtherSessions(
  db: Executor,
  end: { userId: string; keep: string | null; cache?: SessionCache },
): Promise<void> {
  const { userId, keep, cache } = end;
  await db
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId),
    );
  cache?.forgetUser(userId);
}
