import { eq, sql, type SQL } from 'drizzle-orm';
import { tooManyAttempts } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import { formatWait } from '#shared/format.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface Limit {
  /** What is counted, e.g. `sign-in:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** What a person reads when refused, given how long they must wait ("3 minutes"). */
export type Refusal = (wait: string) => string;

/**
 * Seconds until the window that started at `window_start` ends: the real wait, which a refusal
 * tells the person (docs/screens.md).
 */
const secondsLeft = (windowSeconds: SQL) =>
  sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowStart})
    + ${windowSeconds} - extract(epoch from now())))::int`;

/** One attempt more in the key's current fixed window; prepared, as it runs on every message. */
const countAttempt = preparedPer((executor: Executor) => {
  const windowSeconds = sql`${sql.placeholder('windowSeconds')}::int`;
  const windowStart = sql`to_timestamp(floor(extract(epoch from now())
    / ${windowSeconds}) * ${windowSeconds})`;
  return executor
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count, secondsLeft: secondsLeft(windowSeconds) })
    .prepare('count_rate_limit');
});

const refused = (refusal: Refusal, seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', refusal(formatWait(seconds)));

/**
 * Counts one attempt against each limit in a fixed window stored in PostgreSQL, so every server
 * instance shares the count, and refuses once any limit is exceeded, saying how long is left of
 * the window. Called before any password hashing, so a flood costs us a row update, not argon2
 * time. `refusal` words the answer around the wait.
 */
export async function consumeRateLimits(
  db: Executor,
  limits: Limit[],
  refusal: Refusal = tooManyAttempts,
): Promise<void> {
  for (const limit of limits) {
    const secondsLeft = await countOver(db, limit);
    if (secondsLeft !== null) throw refused(refusal, secondsLeft);
  }
}

/**
 * Counts one attempt against each limit, as consumeRateLimits does, but answers whether every one
 * was within its limit instead of refusing: for limits whose use-up sends the attempt another way
 * (a device cookie's own sign-in limits). Counted atomically before the work they guard, so a burst
 * sent in parallel cannot pass them either. Stops at the first limit used up.
 */
export async function withinRateLimits(db: Executor, limits: Limit[]): Promise<boolean> {
  for (const limit of limits) {
    if ((await countOver(db, limit)) !== null) return false;
  }
  return true;
}

/** Forgets every count of one key, in every window: failures that a success makes moot. */
export async function forgetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counts one attempt; the seconds left of the window if that went over the limit, else null. */
async function countOver(db: Executor, limit: Limit): Promise<number | null> {
  const [row] = await countAttempt(db).execute({
    key: limit.key,
    windowSeconds: limit.windowSeconds,
  });
  return row && row.count > limit.max ? row.secondsLeft : null;
}

/**
 * Refuses if any limit is already used up in its current window, counting nothing. For limits
 * counted only on one kind of answer (a wrong invite code): asked before answering, so that once
 * the limit is reached every answer is the same refusal and a right guess cannot stand out.
 */
export async function refuseIfRateLimited(
  db: Executor,
  limits: Limit[],
  refusal: Refusal = tooManyAttempts,
): Promise<void> {
  for (const limit of limits) {
    const windowSeconds = sql`${limit.windowSeconds}::int`;
    const [row] = await db
      .select({ count: rateLimits.count, secondsLeft: secondsLeft(windowSeconds) })
      .from(rateLimits)
      .where(
        sql`${rateLimits.key} = ${limit.key} and ${rateLimits.windowStart} = to_timestamp(
          floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
      );
    if (row && row.count >= limit.max) throw refused(refusal, row.secondsLeft);
  }
}

/** Old windows are dead weight; a daily job removes them. */
export async function pruneRateLimits(db: Executor): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
