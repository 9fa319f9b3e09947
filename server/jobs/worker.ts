import { EventEmitter } from 'node:events';
import { run, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';
import type { Executor } from '../db/client.ts';
import { beat, releaseDeadWorkers, workerLiveness, type WorkerLiveness } from './dead-workers.ts';
import { workerLogger } from './worker-logger.ts';

export interface WorkerHealth {
  status: 'ok' | 'down';
}

export interface WorkerHandle {
  health(): WorkerHealth;
  stop(): Promise<void>;
}

/**
 * Starts graphile-worker beside the HTTP server. Any number of instances may run on one database:
 * each job is claimed by one worker at a time. Signals are ours to handle (see server/index.ts).
 * The instance keeps saying its workers are alive and frees the jobs of workers that died without
 * releasing them (./dead-workers.ts).
 */
export async function startWorker(options: {
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
}): Promise<WorkerHandle> {
  const { db, instance, logger } = options;
  const liveness = options.liveness ?? workerLiveness;
  // The names jobs are locked under: graphile-worker 0.17 locks a job with its pool's id (seen in
  // `locked_by`); a worker's own id is kept too, for whichever a version uses.
  const ours = new Set<string>();
  const events: WorkerEvents = new EventEmitter();
  events.on('pool:create', ({ workerPool }) => ours.add(workerPool.id));
  events.on('pool:release', ({ workerPool }) => ours.delete(workerPool.id));
  events.on('worker:create', ({ worker }) => ours.add(worker.workerId));
  events.on('worker:stop', ({ worker }) => ours.delete(worker.workerId));

  const runner: Runner = await run({
    connectionString: options.connectionString,
    taskList: options.tasks,
    concurrency: options.concurrency ?? 2,
    maxPoolSize: (options.concurrency ?? 2) + 2,
    noHandleSignals: true,
    // Schedules live in code: never read a crontab file from the working directory.
    crontab: options.crontab ?? '',
    pollInterval: 1000,
    logger: workerLogger(logger),
    events,
  });
  let stopped = false;
  void runner.promise.finally(() => (stopped = true)).catch(() => {});

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
  let tending = tend();
  const timer = setInterval(() => {
    tending = tending.then(tend);
  }, liveness.beatMs);
  timer.unref();

  return {
    health() {
      const late = performance.now() - lastBeat > liveness.beatMs * 2 + 5_000;
      return { status: stopped || late ? 'down' : 'ok' };
    },
    async stop() {
      clearInterval(timer);
      await tending;
      await runner.stop();
    },
  };
}
