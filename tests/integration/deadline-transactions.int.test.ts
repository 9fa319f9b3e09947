import { sql as statement } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '#server/db/errors.ts';
import { withPipelinedTransaction } from '#server/db/pipelined-transaction.ts';
import { withRequestDeadline, type RequestDeadline } from '#server/db/request-deadline.ts';
import { useTestClient } from '../setup/test-database.ts';

/**
 * A request told "try again" (its deadline passed, or the database was found down) must not have
 * its transaction commit afterwards behind its back (docs/operations.md#faults): one that gets its
 * connection only then does not begin, one that reaches its COMMIT then rolls back.
 */
describe('transactions of a request past its deadline', () => {
  // One connection: a transaction waits for it while another holds it.
  const client = useTestClient({ max: 1 });

  beforeAll(async () => {
    await client.sql`create table deadline_probe (id int primary key)`;
  });

  const kept = async () => {
    const [row] = await client.sql<{ n: number }[]>`select count(*)::int as n from deadline_probe`;
    return row!.n;
  };
  const insert = (id: number) =>
    withPipelinedTransaction(client.db, (tx) => [
      tx.execute(statement`insert into deadline_probe values (${id})`),
    ]);

  it('does not begin on a connection that came after the request was told "try again"', async () => {
    const held = await client.sql.reserve();
    const deadline: RequestDeadline = { at: performance.now() + 60_000, released: false };
    const waiting = withRequestDeadline(deadline, () => insert(1));
    // The request hears "try again" while its transaction waits for the connection.
    deadline.released = true;
    held.release();
    await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await kept()).toBe(0);
  });

  it('rolls back a transaction whose request was told "try again" before its COMMIT', async () => {
    const deadline: RequestDeadline = { at: performance.now() + 60_000, released: false };
    const done = withRequestDeadline(deadline, () =>
      client.db.transaction(async (tx) => {
        await tx.execute(statement`insert into deadline_probe values (2)`);
        deadline.released = true;
      }),
    );
    await expect(done).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await kept()).toBe(0);
    // The connection went back to the pool, and a request within its deadline commits.
    await withRequestDeadline({ at: performance.now() + 60_000, released: false }, () => insert(3));
    expect(await kept()).toBe(1);
  });
});
