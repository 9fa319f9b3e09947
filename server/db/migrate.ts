import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import postgres from 'postgres';
import { migrationsFolder } from '../paths.ts';
import type { Database } from './client.ts';
import { workerLogger } from '../jobs/worker-logger.ts';
import type { Logger } from 'pino';

/** The advisory lock instances take to migrate one at a time (any fixed number of ours). */
const MIGRATION_LOCK = 7_302_021;

/**
 * Applies our drizzle-kit migrations and graphile-worker's own schema. Both are idempotent, and
 * instances starting together on a new database take turns (a session advisory lock): the second
 * finds the work done instead of failing on it.
 */
export async function migrateDatabase(db: Database, url: string, logger: Logger): Promise<void> {
  // A connection of its own, whatever the size of the caller's pool: the lock lives as long as
  // this session, so a process killed mid-migration releases it too.
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(db, { migrationsFolder });
    await runWorkerMigrations({ connectionString: url, logger: workerLogger(logger) });
  } finally {
    await lock.end({ timeout: 5 });
  }
}
