import { Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from 'pino';

const PINO_LEVELS: Record<string, 'error' | 'warn' | 'info' | 'debug'> = {
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
};

/** Routes graphile-worker's log lines into our pino logger. */
export function workerLogger(logger: Logger): WorkerLogger {
  const child = logger.child({ module: 'worker' });
  return new WorkerLogger(() => (level, message, meta) => {
    const name: string = level;
    child[PINO_LEVELS[name] ?? 'info'](meta ?? {}, message);
  });
}
