import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database } from '#server/db/client.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { TEMPLATE_DATABASE } from './template.ts';

/**
 * A fresh, fully migrated database for one test file, cloned from the run's template; `empty`: a
 * database with nothing in it yet, as a new deployment's.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { url, create, drop } = plannedTestDatabase(options);
  await create();
  return { url, drop };
}

/**
 * A fresh database's URL, known at once (a client on it may be made before the database is):
 * `create` makes the database, `drop` removes it.
 */
export function plannedTestDatabase(options: { empty?: boolean } = {}): {
  url: string;
  create: () => Promise<void>;
  drop: () => Promise<void>;
} {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    create: () => ensureDatabase(adminUrl, name, options.empty ? undefined : TEMPLATE_DATABASE),
    async drop() {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A fresh database for the enclosing describe block, with a client on it (`max` connections),
 * made before its tests and dropped after them. Read `db` and `sql` inside tests and hooks only.
 */
export function useTestClient(options: { max?: number } = {}): { db: Database; sql: postgres.Sql } {
  const client = {} as { db: Database; sql: postgres.Sql };
  let drop = () => Promise.resolve();
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    Object.assign(client, createDatabase(database.url, { max: options.max }));
  });
  afterAll(async () => {
    await client.sql.end();
    await drop();
  });
  return client;
}
