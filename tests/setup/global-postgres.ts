import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { TEMPLATE_DATABASE } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * Starts one real PostgreSQL for the whole integration run and migrates a template database;
 * each test file clones the template (see test-database.ts), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-int-'));
  // mkdtemp makes 0700 directories; the postgres user must be able to enter it.
  await fs.chmod(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), fast: true });

  await ensureDatabase(pg.adminUrl, TEMPLATE_DATABASE);
  const templateUrl = pg.urlFor(TEMPLATE_DATABASE);
  const { sql, db } = createDatabase(templateUrl, { max: 1 });
  await migrateDatabase(db, templateUrl, pino({ level: 'silent' }));
  await sql.end();

  project.provide('postgresAdminUrl', pg.adminUrl);
  return async () => {
    await pg.stop();
    await fs.rm(root, { recursive: true, force: true });
  };
}
