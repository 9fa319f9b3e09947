import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

/**
 * A bench's own embedded PostgreSQL in a fresh folder, with the app's schema: durable (fsync on,
 * as `npm start` runs it) unless `fast`, a diagnostic only. `stop` removes it all.
 */
export async function benchDatabase(
  name: string,
  options: { fast?: boolean; statementStats?: boolean } = {},
) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `unblock-${name}-`));
  await fs.chmod(root, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(root, 'postgres'),
    fast: options.fast ?? false,
    statementStats: options.statementStats ?? false,
  });
  await ensureDatabase(pg.adminUrl, name);
  const databaseUrl = pg.urlFor(name);
  const { sql, db } = createDatabase(databaseUrl);
  await migrateDatabase(db, databaseUrl, pino({ level: 'silent' }));
  return {
    root,
    databaseUrl,
    /** The cluster's superuser URL (a replica is made from it: npm run load's LOAD_REPLICA). */
    adminUrl: pg.adminUrl,
    sql,
    db,
    stop: async () => {
      await sql.end();
      await pg.stop();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
