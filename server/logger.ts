import pino, { type Logger } from 'pino';
import type { Env } from './env.ts';

export function createLogger(env: Env): Logger {
  const pretty = env.nodeEnv === 'development' && process.stdout.isTTY;
  return pino({
    level: env.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
