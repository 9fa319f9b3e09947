import { EventEmitter } from 'node:events';
import { run, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import { CONNECT_TIMEOUT_SECONDS, type Executor } from '../db/client.ts';
import { beat, releaseDeadWorkers, workerLiveness, type WorkerLiveness } from './dead-workers.ts';
import { workerLogger } from './worker-logger.ts';

interface WorkerHealth {
  status: 'ok' | 'down';
}

export interface WorkerHandle {
  health(): WorkerHealth;
  stop(): Promise<void>;
}

interface WorkerOptions {
  connectionString: string;
  /** Where heartbeats go (the server's pool). */
  db: Executor;
  /** Names this instance across restarts (host and port). */
  instance: string;
  tasks: TaskList;
  /** Schedules in graphile-worker's crontab syntax. */
  crontab?: string;
  logger: Logger;
  concurrency?: number;
  liveness?: WorkerLiveness;
}

/** How many jobs an instance's worker runs at once, unless told otherwise. */
export const JOBS_AT_ONCE = 2;

/** How long to wait before starting graphile-worker again after it stopped on its own. */
const RESTART_DELAY_MS = 1000;
/** How long a pool shutting itself down may take to finish its running jobs. */
const POOL_SHUTDOWN_GRACE_MS = 15_000;

/**
 * Starts graphile-worker beside the HTTP server. Any number of instances may run on one database:
 * each job is claimed by one worker at a time. Signals are ours to handle (see server/index.ts).
 * The instance keeps saying its workers are alive and frees the jobs of workers that died without
 * releasing them (./dead-workers.ts); and it starts graphile-worker again when it stops on its own
 * (it shuts itself down when it cannot record a job's end, e.g. during a database restart).
 */
export async function startWorker(options: WorkerOptions): Promise<WorkerHandle> {
  const { db, instance, logger } = options;
  const liveness = options.liveness ?? workerLiveness;
  // The names jobs are locked under, of the runner now running.
  const ours = new Set<string>();
  let stopping = false;
  let runner: Runner | undefined;
  // graphile-worker's connections, ours for the instance's whole life: a pool it makes itself
  // loses its 'error' listener when the runner stops, and a connection the database ends
  // afterwards (a restart while the runner is replaced) was an unhandled 'error' that ended the
  // process (seen by `npm run chaos`). Broken connections are dropped by pg and made anew.
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: (options.concurrency ?? JOBS_AT_ONCE) + 2,
    connectionTimeoutMillis: CONNECT_TIMEOUT_SECONDS * 1000,
  });
  // Both listeners graphile-worker asks a pool given to it to have (https://err.red/wpeh): an
  // idle connection's error, and a checked-out one's (pg raises it at its next query anyway).
  const broke = (error: Error) => logger.debug({ err: error }, 'a job worker connection broke');
  pool.on('error', broke);
  pool.on('connect', (client) => client.on('error', broke));

  // graphile-worker shuts its pool down when it cannot record a job's end (the database went
  // away mid-job); the runner itself stays up (its cron), so the pool's shutdown is the signal.
  // That shutdown may never finish while the database is away (seen by `npm run chaos`): it is
  // given a while, then the runner is replaced regardless.
  const restart = async () => {
    if (stopping || !runner) return;
    const gone = runner;
    runner = undefined;
    await Promise.race([
      gone.stop().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, POOL_SHUTDOWN_GRACE_MS)),
    ]);
    // Its jobs are over (the pool waited for them): the sweep may free their locks.
    ours.clear();
    while (!stopping && !runner) {
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
      if (stopping) return;
      logger.warn('job worker stopped on its own; starting it again');
      runner = await startRunner(options, pool, ours, restart).catch(() => undefined);
    }
  };
  runner = await startRunner(options, pool, ours, restart).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });

  let lastBeat = performance.now();
  const tend = async () => {
    try {
      await beat(db, instance, [...ours]);
      lastBeat = performance.now();
      const freed = await releaseDeadWorkers(db, {
        instance,
        ours: [...ours],
        deadAfterMs: liveness.deadAfterMs,
      });
      if (freed.length > 0) {
        logger.warn(
          { workers: freed },
          'freed the jobs of workers that stopped without releasing them',
        );
      }
    } catch (error) {
      // The database is unreachable: the next beat tries again; health says so meanwhile.
      logger.debug({ err: error }, 'worker heartbeat failed');
    }
  };
  // The first beat is on record before the worker counts as started: a process killed right
  // after it took a job would otherwise leave that job to the 40 s silence, not to its successor.
  let tending = tend();
  await tending;
  const timer = setInterval(() => {
    tending = tending.then(tend);
  }, liveness.beatMs);
  timer.unref();

  return {
    health() {
      const late = performance.now() - lastBeat > liveness.beatMs * 2 + 5_000;
      return { status: !runner || late ? 'down' : 'ok' };
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await tending;
      await runner?.stop();
      await pool.end();
    },
  };
}

async function startRunner(
  options: WorkerOptions,
  pool: pg.Pool,
  ours: Set<string>,
  onPoolGone: () => Promise<void>,
): Promise<Runner> {
  const events: WorkerEvents = new EventEmitter();
  // graphile-worker 0.17 locks a job with its pool's id (seen in `locked_by`); a worker's own id
  // is kept too, for whichever a version uses.
  events.on('pool:create', ({ workerPool }) => ours.add(workerPool.id));
  events.on('worker:create', ({ worker }) => ours.add(worker.workerId));
  events.on('pool:gracefulShutdown', () => void onPoolGone());
  return run({
    pgPool: pool,
    taskList: options.tasks,
    concurrency: options.concurrency ?? JOBS_AT_ONCE,
    noHandleSignals: true,
    // Schedules live in code: never read a crontab file from the working directory.
    crontab: options.crontab ?? '',
    pollInterval: 1000,
    logger: workerLogger(options.logger),
    events,
    preset: {
      worker: {
        // Recording a job's end goes through graphile-worker's batcher: when the database is gone
        // it shuts the pool down cleanly (and we start it again), where the unbatched path leaves
        // a rejected promise nobody handles, which ended the whole process (seen by `npm run
        // chaos`).
        completeJobBatchDelay: 0,
        failJobBatchDelay: 0,
        // No `localQueue`: a mail job carries up to 25 mails (ADR 0022), so fetching ahead saves
        // little, and its hand-back of prefetched jobs threw where nothing catches it when the
        // database went away mid-shutdown, which ended the process (`npm run chaos`, ADR 0018).
      },
    },
  });
}
