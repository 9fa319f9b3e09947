import { sql as statement } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withPipelinedTransaction } from '#server/db/pipelined-transaction.ts';
import { useTestClient } from '../setup/test-database.ts';

/**
 * postgres.js pipelines statements on a busy connection; a transaction's BEGIN that arrives as the
 * one filling a connection's pipeline went out without the connection being reserved for it
 * (porsager/postgres#823, #1189): the transaction failed with "Only use sql.begin, sql.reserved or
 * max: 1" and PostgreSQL was left inside it. Transactions reserve a connection instead (ADR 0029).
 */
describe('transactions under a full pool', () => {
  // Two connections, as a busy server's few, with every statement of a burst in flight on them.
  const client = useTestClient({ max: 2 });

  beforeAll(async () => {
    await client.sql`create table full_pool_probe (id int primary key)`;
  });

  const openTransactions = async () => {
    const [row] = await client.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`;
    return row!.n;
  };

  it('commits every transaction started beside a burst of statements of every size', async () => {
    let next = 0;
    const failures: string[] = [];
    // The burst that fills both pipelines to exactly the point a BEGIN would complete one is a
    // matter of postgres.js's `max_pipeline` (100): every size up to well past twice that.
    for (let burst = 0; burst <= 240; burst++) {
      // Other requests' statements, sent at once (a live change read for many viewers).
      const reads = Array.from({ length: burst }, () => client.sql`select 1`.execute());
      // Then the send path's transactions, as discussions.send and the ticket store run them.
      const writes = Array.from({ length: 3 }, () => {
        const id = next++;
        return withPipelinedTransaction(client.db, (tx) => [
          tx.execute(statement`insert into full_pool_probe values (${id})`),
        ]);
      });
      for (const outcome of await Promise.allSettled([...reads, ...writes])) {
        if (outcome.status === 'rejected') failures.push(String(outcome.reason));
      }
    }
    expect(failures).toEqual([]);
    const [kept] = await client.sql<
      { n: number }[]
    >`select count(*)::int as n from full_pool_probe`;
    expect(kept!.n).toBe(next);
    // No connection was left inside a transaction for other requests' statements to run in.
    expect(await openTransactions()).toBe(0);
  });

  it('keeps nothing and fails when a statement failed and the work went on', async () => {
    const outcome = await client.db
      .transaction(async (tx) => {
        await tx.execute(statement`insert into full_pool_probe values (-1)`);
        await tx.execute(statement`insert into full_pool_probe values (-1)`).catch(() => {});
      })
      .catch((error: unknown) => error);
    // postgres.js's begin reports the statement's own failure; a reserved connection's COMMIT
    // answered ROLLBACK reports that the transaction was rolled back.
    expect(outcome).toBeInstanceOf(Error);
    const [row] = await client.sql<
      { n: number }[]
    >`select count(*)::int as n from full_pool_probe where id = -1`;
    expect(row!.n).toBe(0);
  });

  it('gives the connection back after a transaction, whether it committed or failed', async () => {
    // Twice as many transactions as connections, one after another: each needs one given back.
    for (let round = 0; round < 4; round++) {
      await client.db.transaction((tx) => tx.execute(statement`select 1`));
      await client.db
        .transaction(() => Promise.reject(new Error('refused by the domain')))
        .catch(() => {});
    }
    expect(await openTransactions()).toBe(0);
  });
});
