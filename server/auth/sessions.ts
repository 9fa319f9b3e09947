import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_SUSPENDED } from '#shared/auth-messages.ts';
import { actorOf } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { profiles, sessions, users } from '../db/schema/index.ts';
import { meColumns } from './me.ts';
import type { Session, SessionCache, ValidSession } from './session-cache.ts';
import { pruneSuspendedSessions } from './suspended-sessions.ts';
import { generateToken, hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Sliding expiry: a session used in its second half is extended to a full 30 days again. */
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;
/**
 * How stale "last active" in the sessions list may be (docs/accounts.md#where-you-are-signed-in):
 * written only when a request reads the session from the database and it is older, so requests
 * that the cache answers cost no write.
 */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;
/** A User-Agent header is the client's to make up: kept to a sane length. */
const MAX_USER_AGENT_LENGTH = 512;

/** The browser a session is created from, for the sessions list (absent: not known). */
export interface SessionDevice {
  userAgent?: string | null;
  ipAddress?: string | null;
}

/**
 * A new session for the user, unless the account is suspended: every way in (sign-in, the
 * verification link) goes through here, so none can sign a suspended account in. The user row is
 * share-locked: a suspension committing meanwhile is waited for and seen, and one that starts
 * meanwhile waits for this session and then deletes it, so no session outlives a suspension
 * (nor comes back to life when it is lifted).
 */
export async function createSession(db: Executor, userId: string, device?: SessionDevice) {
  const token = generateToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  };
  const created = await db
    .insert(sessions)
    .select(
      db
        .select({
          id: sql`${session.id}`.as('id'),
          userId: users.id,
          expiresAt: sql`${session.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
          createdAt: sql`now()`.as('created_at'),
          // An insert from a select names every column, in the table's order.
          publicId: sql`gen_random_uuid()`.as('public_id'),
          userAgent: sql`${device?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null}::text`.as(
            'user_agent',
          ),
          ipAddress: sql`${device?.ipAddress ?? null}::text`.as('ip_address'),
          lastSeenAt: sql`now()`.as('last_seen_at'),
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
        .for('share'),
    )
    .returning({ id: sessions.id });
  if (created.length === 0) throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
  return { token, session };
}

/**
 * Every request reads its session: the query is built once per database as a drizzle prepared
 * statement (only a parameter changes), instead of being rebuilt by the query builder each time.
 */
const sessionQuery = preparedPer((db: Database) =>
  db
    .select({
      session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt },
      lastSeenAt: sessions.lastSeenAt,
      ...meColumns,
      categories: profiles.supportedCategories,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    // A suspended account's sessions are deleted with the suspension; this is the backstop.
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(users.suspendedAt)))
    .prepare('session_by_id'),
);

/**
 * A session this instance validated in the last few seconds, at once: the common case of a
 * request, which then needs no deadline for a database it does not wait on.
 */
export function cachedSession(
  token: string,
  cache: SessionCache | undefined,
): (ValidSession & { renewed?: true }) | undefined {
  return cache?.get(hashToken(token));
}

/**
 * The session and its user for a cookie token, or null; renews a session past its half-life.
 * With a cache, a session validated in the last few seconds is not read again.
 */
export async function validateSessionToken(
  db: Database,
  token: string,
  cache?: SessionCache,
): Promise<(ValidSession & { renewed?: true }) | null> {
  const id = hashToken(token);
  const cached = cache?.get(id);
  if (cached) return cached;
  const [row] = await sessionQuery(db).execute({ id });
  if (!row) return null;

  const session: Session = row.session;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const renew = session.expiresAt.getTime() - now < RENEW_WHEN_LEFT_MS;
  const seen = now - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
  if (renew) session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
  if (renew || seen) {
    // One statement for both: the renewal and "last active" in the sessions list.
    await db
      .update(sessions)
      .set({
        lastSeenAt: sql`now()`,
        ...(renew ? { expiresAt: session.expiresAt } : {}),
      })
      .where(eq(sessions.id, id));
  }
  const valid: ValidSession = {
    session,
    me: {
      id: session.userId,
      email: row.email,
      role: row.role,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
      vettedAt: row.vettedAt,
    },
    actor: actorOf({ id: session.userId, role: row.role }, row.categories),
  };
  cache?.set(valid);
  return renew ? { ...valid, renewed: true } : valid;
}

/**
 * Deletes sessions: `only` one (sign-out), or all of the user's (password reset). A database
 * trigger announces each on the live bus at commit, so every instance closes its WebSockets and
 * forgets it; this instance's cache forgets them at once.
 */
export async function revokeSessions(
  tx: Executor,
  revoke: { userId: string; only?: string; cache?: SessionCache },
): Promise<void> {
  const { userId, only, cache } = revoke;
  await tx
    .delete(sessions)
    .where(
      only ? and(eq(sessions.userId, userId), eq(sessions.id, only)) : eq(sessions.userId, userId),
    );
  if (only) cache?.forget(only);
  else cache?.forgetUser(userId);
}

/**
 * Which of these sessions still stand (not revoked, not expired, account not suspended): after the
 * live bus was deaf, revocations announced meanwhile were not heard, so the open WebSockets are
 * checked against the table instead.
 */
export async function standingSessions(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(inArray(sessions.id, ids), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)),
    );
  return new Set(rows.map((row) => row.id));
}

/** Expired sessions go, and so do those a suspension ended once they would have expired. */
export async function pruneExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await pruneSuspendedSessions(db);
}
