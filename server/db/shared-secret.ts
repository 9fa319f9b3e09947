import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { cacheKeyOf } from './request-deadline.ts';
import { serverSecrets } from './schema/index.ts';

/** Each database's secrets as read once by this process (a failed read is tried again). */
const known = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * The secret named `name`, the same for every server instance on this database: the first to ask
 * stores one made at random, the others read it (a data directory's file would differ between
 * instances that share only the database). The upsert's no-op update makes an instance that
 * races the first wait for its row and return it, in one statement.
 */
export function sharedSecret(db: Database, name: string): Promise<string> {
  const database = cacheKeyOf(db);
  let secrets = known.get(database);
  if (!secrets) {
    secrets = new Map();
    known.set(database, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrStore(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrStore(db: Database, name: string): Promise<string> {
  const [row] = await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { name: sql`excluded.name` } })
    .returning({ value: serverSecrets.value });
  if (!row) throw new Error(`the shared secret ${name} was neither stored nor read`);
  return row.value;
}
