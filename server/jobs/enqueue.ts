import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  /** A job with the same key replaces the pending one instead of adding another. */
  jobKey?: string;
  maxAttempts?: number;
}

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
  await executor.execute(sql`
    select graphile_worker.add_job(
      ${task},
      ${JSON.stringify(payload)}::json,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      job_key => ${options.jobKey ?? null},
      max_attempts => ${options.maxAttempts ?? 25}
    )`);
}
