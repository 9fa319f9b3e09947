import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  /** A job with the same key replaces the pending one instead of adding another. */
  jobKey?: string;
  maxAttempts?: number;
  /**
   * With `jobKey`: `preserve_run_at` keeps the pending job's time (a burst becomes one job at the
   * first one's time); graphile-worker's default replaces it.
   */
  jobKeyMode?: 'replace' | 'preserve_run_at';
}

/**
 * graphile-worker's `add_job` through `enqueue_job` (migration 0016: the same call, with generic
 * plans), answering the new job's id; prepared by its callers (ADR 0006).
 */
export const addJobCall = (payload: ReturnType<typeof sql>) => sql`enqueue_job(
  ${sql.placeholder('task')},
  ${payload},
  ${sql.placeholder('runAt')}::timestamptz,
  ${sql.placeholder('jobKey')}::text,
  ${sql.placeholder('maxAttempts')}::int,
  ${sql.placeholder('jobKeyMode')}::text
)`;

const addJob = preparedPer((executor: Executor) =>
  executor
    .select({ id: sql<string>`job.id` })
    .from(sql`${addJobCall(sql`${sql.placeholder('payload')}::json`)} as job(id)`)
    .prepare('enqueue_job'),
);

/** The parameters `addJobCall` binds, from a task and its options. */
export const addJobValues = (task: string, options: EnqueueOptions) => ({
  task,
  runAt: options.runAt?.toISOString() ?? null,
  jobKey: options.jobKey ?? null,
  maxAttempts: options.maxAttempts ?? 25,
  jobKeyMode: options.jobKeyMode ?? null,
});

/**
 * Adds a graphile-worker job through the caller's transaction: it becomes visible to workers only
 * when that transaction commits, and disappears with it on rollback. Failed jobs are retried with
 * exponential backoff (graphile-worker's default, up to `maxAttempts`), so every task must be
 * idempotent.
 */
export async function enqueueJob(
  executor: Executor,
  task: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await addJob(executor).execute({
    ...addJobValues(task, options),
    payload: JSON.stringify(payload),
  });
}
