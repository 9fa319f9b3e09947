import Bowser from 'bowser';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** One row of the sessions list (docs/accounts.md#where-you-are-signed-in). */
export interface SessionRow {
  /** The session's public id: the token's hash never leaves the server. */
  id: string;
  /** "Chrome", or null when the User-Agent names none. */
  browser: string | null;
  /** "Linux", "iOS"…, or null. */
  system: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the browser asking. */
  current: boolean;
}

/** The browser and system a User-Agent names, read on the server so the client ships no parser. */
function browserAndSystem(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, system: parsed.os.name || null };
}

/** The account's unexpired sessions, newest first. */
export async function listSessions(
  db: Executor,
  who: { userId: string; currentId: string | null },
): Promise<SessionRow[]> {
  const rows = await db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, who.userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.publicId,
    ...browserAndSystem(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
    // The current request is the freshest news of its own session.
    lastSeenAt: row.id === who.currentId ? new Date() : row.lastSeenAt,
    current: row.id === who.currentId,
  }));
}
