import { and, eq, lt, sql } from 'drizzle-orm';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database, Executor } from '../db/client.ts';
import { profiles, sessions, users } from '../db/schema/index.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { generateToken, hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Sliding expiry: a session used in its second half is extended to a full 30 days again. */
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

export const SESSIONS_TOPIC = 'sessions';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export async function createSession(db: Executor, userId: string) {
  const token = generateToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  };
  await db.insert(sessions).values(session);
  return { token, session };
}

/**
 * Every request reads its session: the query is built once per database as a drizzle prepared
 * statement (only a parameter changes), instead of being rebuilt by the query builder each time.
 */
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

function prepareSessionQuery(db: Database) {
  return db
    .select({
      session: sessions,
      email: users.email,
      role: profiles.userType,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      profileImageUrl: profiles.profileImageUrl,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id');
}

/** The session and its user for a cookie token, or null; renews a session past its half-life. */
export async function validateSessionToken(
  db: Database,
  token: string,
): Promise<{ session: Session; me: Me } | null> {
  const id = hashToken(token);
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  if (!row) return null;

  const session: Session = row.session;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (session.expiresAt.getTime() - now < RENEW_WHEN_LEFT_MS) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
  }
  return {
    session,
    me: {
      id: session.userId,
      email: row.email,
      role: row.role,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
    },
  };
}

/**
 * Deletes sessions and tells every instance (after commit) to close their WebSockets.
 * `only` limits it to one session (sign-out); otherwise all of the user's (password reset).
 */
export async function revokeSessions(
  tx: Executor,
  bus: LiveBus,
  userId: string,
  only?: string,
): Promise<void> {
  const revoked = await tx
    .delete(sessions)
    .where(
      only ? and(eq(sessions.userId, userId), eq(sessions.id, only)) : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  await bus.publish(
    tx,
    revoked.map(({ id }) => ({
      topic: SESSIONS_TOPIC,
      type: 'session.revoked',
      ids: { session: id },
    })),
  );
}

export async function pruneExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
