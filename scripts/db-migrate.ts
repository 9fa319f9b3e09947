import path from 'node:path';
import { createDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { createLogger } from '#server/logger.ts';

/**
 * `npm run db:migrate`: applies migrations to DATABASE_URL, or to the embedded database in
 * DATA_DIR when none is set (the server also migrates at start-up; this is for deploy pipelines).
 */
loadDotEnv();
const env = parseEnv();
const logger = createLogger(env);

let stopEmbedded: (() => Promise<void>) | undefined;
let url = env.databaseUrl;
if (!url) {
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, 'postgres') });
  stopEmbedded = embedded.stop;
  await ensureDatabase(embedded.adminUrl, 'unblock');
  url = embedded.urlFor('unblock');
}
const { sql, db } = createDatabase(url, { max: 1 });
try {
  await migrateDatabase(db, url, logger);
  logger.info('migrations applied');
} finally {
  await sql.end();
  await stopEmbedded?.();
}
