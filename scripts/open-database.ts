import path from 'node:path';
import type { Sql } from 'postgres';
import { createDatabase, type Database } from '#server/db/client.ts';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import type { Env } from '#server/env.ts';

/**
 * The database an operator script works on: DATABASE_SESSION_URL or else DATABASE_URL (a session
 * of its own: migrations take a session's advisory lock; docs/operations.md#behind-a-pooler); else
 * the embedded cluster of a running server; else the embedded cluster started just for this
 * script (and stopped by `close`).
 */
export async function openDatabase(
  env: Env,
): Promise<{ db: Database; sql: Sql; url: string; close(): Promise<void> }> {
  let url = env.databaseSessionUrl ?? env.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dataDir = path.join(env.dataDir, 'postgres');
    const running = await runningEmbeddedPostgres(dataDir);
    if (running) {
      url = running.urlFor('unblock');
    } else {
      const embedded = await startEmbeddedPostgres({ dataDir });
      stopEmbedded = embedded.stop;
      await ensureDatabase(embedded.adminUrl, 'unblock');
      url = embedded.urlFor('unblock');
    }
  }
  const { sql, db } = createDatabase(url, { max: 2 });
  return {
    db,
    sql,
    url,
    async close() {
      await sql.end();
      await stopEmbedded?.();
    },
  };
}
