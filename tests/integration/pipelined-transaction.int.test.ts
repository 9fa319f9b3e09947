import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/client.ts';
import { withPipelinedTransaction } from '#server/db/pipelined-transaction.ts';
import { createTestDatabase } from '../setup/test-database.ts';

describe('pipelined transactions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: a transaction that did not end or was not released would block the rest.
    ({ db, sql } = createDatabase(database.url, { max: 1 }));
    await sql`create table pipeline_probe (id int primary key, note text not null)`;
  });

  afterAll(async () => {
    await sql.end();
    await database.drop();
  });

  const ids = async () =>
    (await sql<{ id: number }[]>`select id from pipeline_probe order by id`).map((row) => row.id);

  it('keeps every statement sent with COMMIT, read in the same transaction', async () => {
    const seen = await withPipelinedTransaction(db, async (tx) => {
      const before = await tx.begin(
        (client) => client<{ n: number }[]>`select count(*)::int as n from pipeline_probe`,
      );
      await tx.commit([
        tx.client`insert into pipeline_probe values (1, 'a')`,
        tx.client`insert into pipeline_probe values (2, 'b')`,
      ]);
      return before[0]?.n;
    });
    expect(seen).toBe(0);
    expect(await ids()).toEqual([1, 2]);
  });

  it('keeps nothing when one statement of the batch fails, and reports that statement', async () => {
    const failure = await withPipelinedTransaction(db, async (tx) => {
      await tx.begin((client) => client`select 1`);
      await tx.commit([
        tx.client`insert into pipeline_probe values (3, 'kept only with the others')`,
        tx.client`insert into pipeline_probe values (1, 'duplicate key')`,
        tx.client`insert into pipeline_probe values (4, 'after the failure')`,
      ]);
    }).catch((error: unknown) => error);
    // The duplicate key itself, not "current transaction is aborted" from the statement after it.
    expect((failure as postgres.PostgresError).code).toBe('23505');
    expect(await ids()).toEqual([1, 2]);
  });

  it('reports a sent statement that failed, not the later query it made fail', async () => {
    const failure = await withPipelinedTransaction(db, async (tx) => {
      await tx.begin((client) => client`select 1`);
      tx.send([tx.client`insert into pipeline_probe values (2, 'duplicate key')`]);
      // Queued behind the failed insert: PostgreSQL refuses it as part of an aborted transaction.
      await tx.drizzle.execute('select 1');
      await tx.commit([]);
    }).catch((error: unknown) => error);
    expect((failure as postgres.PostgresError).code).toBe('23505');
    expect(await ids()).toEqual([1, 2]);
  });

  it('rolls back when the work throws after BEGIN, and releases the connection', async () => {
    const failure = await withPipelinedTransaction(db, async (tx) => {
      await tx.begin((client) => client`select 1`);
      await tx.run([tx.client`insert into pipeline_probe values (5, 'rolled back')`]);
      throw new Error('refused by the domain');
    }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('refused by the domain');
    expect(await ids()).toEqual([1, 2]);
  });

  it('commits what the work ran when it did not commit itself, drizzle writes included', async () => {
    await withPipelinedTransaction(db, async (tx) => {
      await tx.begin((client) => client`select 1`);
      await tx.run([tx.client`insert into pipeline_probe values (6, 'raw')`]);
      await tx.drizzle.execute('insert into pipeline_probe values (7, $$drizzle$$)');
    });
    expect(await ids()).toEqual([1, 2, 6, 7]);
  });
});
