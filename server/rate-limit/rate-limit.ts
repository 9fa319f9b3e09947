import { sql } from 'drizzle-orm';
import { TOO_MANY_ATTEMPTS } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface Limit {
  /** What is counted, e.g. `sign-in:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** One attempt more in the key's current fixed window; prepared, as it runs on every message. */
const countAttempt = preparedPer((executor: Executor) => {
  const windowStart = sql`to_timestamp(floor(extract(epoch from now())
    / ${sql.placeholder('windowSeconds')}::int) * ${sql.placeholder('windowSeconds')}::int)`;
  return executor
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
    .prepare('count_rate_limit');
});

/**
 * Counts one attempt against each limit in a fixed window stored in PostgreSQL, so every server
 * instance shares the count, and refuses once any limit is exceeded. Called before any password
 * hashing, so a flood costs us a row update, not argon2 time. `refusal` is the text a person
 * reads: the default's "a few minutes" suits only short windows.
 */
export async function consumeRateLimits(
  db: Executor,
  limits: Limit[],
  refusal = TOO_MANY_ATTEMPTS,
): Promise<void> {
  for (const limit of limits) {
    const [row] = await countAttempt(db).execute({
      key: limit.key,
      windowSeconds: limit.windowSeconds,
    });
    const count = row?.count ?? 0;
    if (count > limit.max) throw new AppError('TOO_MANY_REQUESTS', refusal);
  }
}

/**
 * Whether any limit is already used up in its current window, counting nothing. For limits
 * counted only on one kind of answer (a wrong invite code): asked before answering, so that once
 * the limit is reached every answer is the same refusal and a right guess cannot stand out.
 */
export async function isRateLimited(db: Executor, limits: Limit[]): Promise<boolean> {
  for (const limit of limits) {
    const rows = await db.execute<{ count: number }>(sql`
      select count from rate_limits
      where key = ${limit.key}
        and window_start = to_timestamp(
          floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds})`);
    if ((rows[0]?.count ?? 0) >= limit.max) return true;
  }
  return false;
}

/** Old windows are dead weight; a daily job removes them. */
export async function pruneRateLimits(db: Executor): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
