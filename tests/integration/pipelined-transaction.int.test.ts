import { sql as statement } from 'drizzle-orm';
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { withPipelinedTransaction } from '#server/db/pipelined-transaction.ts';
import { useTestClient } from '../setup/test-database.ts';

describe('pipelined transactions', () => {
  // One connection: a transaction that did not end or was not released would block the rest.
  const client = useTestClient({ max: 1 });

  beforeAll(async () => {
    await client.sql`create table pipeline_probe (id int primary key, note text not null)`;
  });

  const ids = async () =>
    (await client.sql<{ id: number }[]>`select id from pipeline_probe order by id`).map(
      (row) => row.id,
    );
  const insert = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: number) =>
    tx.execute(statement`insert into pipeline_probe values (${id}, ${`row ${id}`})`);

  it('commits every statement issued together, run in the order issued', async () => {
    const [, , seen] = await withPipelinedTransaction(client.db, (tx) => [
      insert(tx, 1),
      insert(tx, 2),
      // Sent behind the inserts without waiting for them, it sees both.
      tx.execute<{ id: number }>(statement`select id from pipeline_probe order by id`),
    ]);
    expect(seen.map((row) => row.id)).toEqual([1, 2]);
    expect(await ids()).toEqual([1, 2]);
  });

  it('keeps nothing when one statement fails, and reports it, not the ones it made fail', async () => {
    const failure = await withPipelinedTransaction(client.db, (tx) => [
      insert(tx, 3),
      insert(tx, 1),
      // Behind the failed insert: PostgreSQL refuses it as part of an aborted transaction.
      insert(tx, 4),
    ]).catch((error: unknown) => error);
    // The duplicate key itself, not "current transaction is aborted" from the statement after it.
    expect((failure as { cause?: postgres.PostgresError }).cause?.code).toBe('23505');
    expect(await ids()).toEqual([1, 2]);
  });

  it('runs a chain of statements after the ones sent before it', async () => {
    await withPipelinedTransaction(client.db, (tx) => [
      // Sent at once, as the ticket store sends its write before its side effects start.
      insert(tx, 5).execute(),
      (async () => {
        const [row] = await tx.execute<{ n: number }>(
          statement`select count(*)::int as n from pipeline_probe`,
        );
        await insert(tx, 5 + row!.n);
      })(),
    ]);
    expect(await ids()).toEqual([1, 2, 5, 8]);
  });

  it('rolls back when the work throws, and releases the connection', async () => {
    const failure = await withPipelinedTransaction(client.db, (tx) => [
      insert(tx, 9),
      Promise.reject(new Error('refused by the domain')),
    ]).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('refused by the domain');
    expect(await ids()).toEqual([1, 2, 5, 8]);
  });
});
