import { Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from 'pino';

/** Routes graphile-worker's log lines into our pino logger. */
export function workerLogger(logger: Logger): WorkerLogger {
  const child = logger.child({ module: 'worker' });
  return new WorkerLogger(() => (level, message, meta) => {
    const pinoLevel = level === 'warning' ? 'warn' : level;
    child[pinoLevel](meta ?? {}, message);
  });
}
