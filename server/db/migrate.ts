import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import { migrationsFolder } from '../paths.ts';
import type { Database } from './client.ts';
import { workerLogger } from '../jobs/worker-logger.ts';
import type { Logger } from 'pino';

/** Applies our drizzle-kit migrations and graphile-worker's own schema. Both are idempotent. */
export async function migrateDatabase(db: Database, url: string, logger: Logger): Promise<void> {
  await migrate(db, { migrationsFolder });
  await runWorkerMigrations({ connectionString: url, logger: workerLogger(logger) });
}
