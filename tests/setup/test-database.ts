import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { TEMPLATE_DATABASE } from './template.ts';

/**
 * A fresh, fully migrated database for one test file, cloned from the run's template; `empty`: a
 * database with nothing in it yet, as a new deployment's.
 */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, options.empty ? undefined : TEMPLATE_DATABASE);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
