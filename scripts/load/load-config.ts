import { z } from 'zod';

/**
 * What `npm run load` simulates, from the environment: LOAD_USERS people (default 200, as
 * in docs/speed.md#load) for LOAD_SECONDS measured seconds (default 600; CI runs 60), on
 * LOAD_INSTANCES server instances (default 1), with a streaming replica when LOAD_REPLICA=1.
 */
const fromEnv = z.object({
  LOAD_USERS: z.coerce.number().int().min(2).max(5000).default(200),
  LOAD_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 60 * 60)
    .default(600),
  // Server instances on the one database, each person's browser on one of them in turn, as
  // behind a load balancer (docs/scaling.md).
  LOAD_INSTANCES: z.coerce.number().int().min(1).max(4).default(1),
  // 1: a streaming replica of the database, which every instance reads from where it may.
  LOAD_REPLICA: z.enum(['0', '1']).default('0'),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = fromEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`npm run load: ${z.prettifyError(parsed.error)}`);
  }
  const users = parsed.data.LOAD_USERS;
  // At least one of each role, or half the mix has no one to do it with.
  const customers = Math.min(users - 1, Math.max(1, Math.round(users * CUSTOMER_SHARE)));
  return {
    users,
    customers,
    developers: users - customers,
    seconds: parsed.data.LOAD_SECONDS,
    instances: parsed.data.LOAD_INSTANCES,
    replica: parsed.data.LOAD_REPLICA === '1',
    // A short run reports often enough to watch; a long one every minute.
    progressEverySeconds: parsed.data.LOAD_SECONDS <= 120 ? 10 : 60,
  };
}
export type LoadConfig = ReturnType<typeof loadConfig>;

/** Customers post and pay; developers take and plan. Most people on a marketplace are buyers. */
export const CUSTOMER_SHARE = 0.7;

/** Share of each role with the dashboard open in a tab: a WebSocket on their lists all run. */
export const LIVE_SHARE = 0.5;

/**
 * Users start at random moments over the ramp, not all in the same millisecond; latencies are
 * counted from the end of the warm-up (ramp, JIT, statement caches, pools), errors from the start.
 */
export const RAMP_SECONDS = 10;
export const WARM_UP_SECONDS = 15;

/** How often the server's memory is sampled. */
export const RSS_SAMPLE_MS = 10_000;

/** A person's pause between two things they do: reading, typing, deciding. */
export const THINK_MS = { min: 500, max: 3000 } as const;

/** Requests each customer has before the run: most a few, some many (their lists page). */
export const SEED_REQUESTS = { usual: [1, 4], many: [22, 30], manyShare: 0.1 } as const;
