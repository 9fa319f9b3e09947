import { run, type Runner, type TaskList } from 'graphile-worker';
import type { Logger } from 'pino';
import { workerLogger } from './worker-logger.ts';

export interface WorkerHandle {
  stop(): Promise<void>;
}

/**
 * Starts graphile-worker beside the HTTP server. Any number of instances may run on one database:
 * each job is claimed by one worker at a time. Signals are ours to handle (see server/index.ts).
 */
export async function startWorker(options: {
  connectionString: string;
  tasks: TaskList;
  /** Schedules in graphile-worker's crontab syntax. */
  crontab?: string;
  logger: Logger;
  concurrency?: number;
}): Promise<WorkerHandle> {
  const runner: Runner = await run({
    connectionString: options.connectionString,
    taskList: options.tasks,
    concurrency: options.concurrency ?? 2,
    maxPoolSize: (options.concurrency ?? 2) + 2,
    noHandleSignals: true,
    // Schedules live in code: never read a crontab file from the working directory.
    crontab: options.crontab ?? '',
    pollInterval: 1000,
    logger: workerLogger(options.logger),
  });
  return {
    async stop() {
      await runner.stop();
    },
  };
}
