import { eq, sql as drizzleSql } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * drizzle sends unnamed statements unless told otherwise, costing a Parse/Describe round trip
 * per query; our client prepares every statement once per connection (ADR 0006).
 */
describe('prepared statements', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so the statements and the catalogue query share a session.
    ({ db, sql } = createDatabase(database.url, { max: 1 }));
  });

  afterAll(async () => {
    await sql.end();
    await database.drop();
  });

  const preparedOn = async (executor: Executor, fragment: string) => {
    const rows = await executor.execute<{ count: number }>(
      drizzleSql`select count(*)::int as count from pg_prepared_statements
                 where statement like ${`%${fragment}%`} and statement not like '%pg_prepared%'`,
    );
    return rows[0]?.count ?? 0;
  };

  it('prepares a drizzle query once and reuses it', async () => {
    const query = () => db.select().from(users).where(eq(users.email, 'nobody@example.com'));
    await query();
    await query();
    expect(await preparedOn(db, 'from "users"')).toBe(1);
  });

  it('prepares statements inside transactions and savepoints too', async () => {
    await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, users.id)).limit(2);
      await tx.transaction(async (inner) => {
        await inner.select({ email: users.email }).from(users).limit(3);
      });
      expect(await preparedOn(tx, 'limit $1')).toBe(2);
    });
  });
});
