import { migrateDatabase } from '#server/db/migrate.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { createLogger } from '#server/logger.ts';
import { openDatabase } from './open-database.ts';

/**
 * `npm run db:migrate`: applies migrations to DATABASE_URL, or to the embedded database in
 * DATA_DIR (the server also migrates at start-up; this is for deploy pipelines).
 */
loadDotEnv();
const env = parseEnv();
const logger = createLogger(env);
const database = await openDatabase(env);
try {
  await migrateDatabase(database.db, database.url, logger);
  logger.info('migrations applied');
} finally {
  await database.close();
}
