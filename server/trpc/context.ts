import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { LiveBus } from '../live/live-bus.ts';

/** What every procedure may use. Built once per HTTP request or WebSocket connection. */
export interface Context {
  env: Env;
  db: Database;
  bus: LiveBus;
  logger: Logger;
}

export function createContextFactory(deps: Context) {
  return (): Context => ({ ...deps });
}
