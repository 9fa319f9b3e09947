import { inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { workerHeartbeats } from '../db/schema/index.ts';

/**
 * How often an instance says its workers are alive, and how long a silent worker's jobs wait
 * before another instance frees them: a job claimed by a process killed outright is free again
 * within `deadAfterMs + beatMs` (under a minute), where graphile-worker alone waits four hours.
 * A worker cut from the database for longer than `deadAfterMs` may see its job run again
 * elsewhere: every task is idempotent (jobs run at least once).
 */
export interface WorkerLiveness {
  beatMs: number;
  deadAfterMs: number;
}
export const workerLiveness: WorkerLiveness = { beatMs: 15_000, deadAfterMs: 40_000 };

/** Records that this instance's workers are alive now. */
export async function beat(db: Executor, instance: string, workerIds: string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await db
    .insert(workerHeartbeats)
    .values(workerIds.map((workerId) => ({ workerId, instance })))
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { seenAt: sql`now()` } });
}

/**
 * Frees the jobs locked by workers that are gone, through graphile-worker's own
 * `force_unlock_workers`, and returns their ids. Gone: a worker of an earlier process of this same
 * instance (it restarted, so they died with it), or one silent for `deadAfterMs` whose lock is as
 * old (a worker that never beat, e.g. of an instance just starting, gets that long too).
 */
export async function releaseDeadWorkers(
  db: Executor,
  options: { instance: string; ours: string[]; deadAfterMs: number },
): Promise<string[]> {
  const seconds = options.deadAfterMs / 1000;
  const rows = await db.execute<{ worker_id: string }>(sql`
    select distinct jobs.locked_by as worker_id
    from graphile_worker.jobs as jobs
    left join ${workerHeartbeats} as beats on beats.worker_id = jobs.locked_by
    where jobs.locked_by is not null
      and jobs.locked_by <> all(${sql.param(options.ours)}::text[])
      and (
        beats.instance = ${options.instance}
        or (
          (beats.seen_at is null or beats.seen_at < now() - make_interval(secs => ${seconds}))
          and jobs.locked_at < now() - make_interval(secs => ${seconds})
        )
      )`);
  const dead = rows.map((row) => row.worker_id);
  if (dead.length > 0) {
    await db.execute(sql`select graphile_worker.force_unlock_workers(${sql.param(dead)}::text[])`);
  }
  // Forget the dead and anyone silent for a day (an instance scaled away).
  await db
    .delete(workerHeartbeats)
    .where(
      or(
        dead.length > 0 ? inArray(workerHeartbeats.workerId, dead) : undefined,
        lt(workerHeartbeats.seenAt, sql`now() - interval '1 day'`),
      ),
    );
  return dead;
}
