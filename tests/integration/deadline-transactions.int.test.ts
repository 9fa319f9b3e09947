import { sql as statement } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '#server/db/errors.ts';
import { withPipelinedTransaction } from '#server/db/pipelined-transaction.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPer } from '#server/db/prepared-statements.ts';
import {
  cacheKeyOf,
  databaseForRequest,
  type RequestDeadline,
} from '#server/db/request-deadline.ts';
import type { Context } from '#server/trpc/context.ts';
import { createCallerFactory, publicProcedure, router } from '#server/trpc/init.ts';
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
  const insert = (db: Database, id: number) =>
    withPipelinedTransaction(db, (tx) => [
      tx.execute(statement`insert into deadline_probe values (${id})`),
    ]);
  const within = (deadline: RequestDeadline) => databaseForRequest(client.db, deadline);
  const aMinute = (): RequestDeadline => ({ at: performance.now() + 60_000, released: false });

  it('does not begin on a connection that came after the request was told "try again"', async () => {
    const held = await client.sql.reserve();
    const deadline = aMinute();
    const waiting = insert(within(deadline), 1);
    // The request hears "try again" while its transaction waits for the connection.
    deadline.released = true;
    held.release();
    await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await kept()).toBe(0);
  });

  it('rolls back a transaction whose request was told "try again" before its COMMIT', async () => {
    const deadline = aMinute();
    const done = within(deadline).transaction(async (tx) => {
      await tx.execute(statement`insert into deadline_probe values (2)`);
      deadline.released = true;
    });
    await expect(done).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await kept()).toBe(0);
    // The connection went back to the pool, and a request within its deadline commits.
    await insert(within(aMinute()), 3);
    expect(await kept()).toBe(1);
  });

  it("runs a procedure's transactions on its request's deadline", async () => {
    // A procedure whose transaction is still open when its request's deadline passes.
    const late = router({
      insert: publicProcedure.mutation(async ({ ctx }) => {
        expect(ctx.db).not.toBe(client.db);
        expect(cacheKeyOf(ctx.db)).toBe(client.db);
        await ctx.db.transaction(async (tx) => {
          await tx.execute(statement`insert into deadline_probe values (4)`);
          const now = performance.now();
          vi.spyOn(performance, 'now').mockReturnValue(now + 60_000);
        });
      }),
    });
    const call = createCallerFactory(late)({ db: client.db, me: null } as unknown as Context);
    const before = await kept();
    try {
      const refused = await call.insert().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(TRPCError);
      expect((refused as TRPCError).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      vi.restoreAllMocks();
    }
    expect(await kept()).toBe(before);
  });

  it("keeps what is cached per database once for the database and every request's view of it", () => {
    const build = vi.fn((db: Database) => ({ on: db }));
    const queryOf = preparedPer(build);
    const built = queryOf(client.db);
    expect(queryOf(within(aMinute()))).toBe(built);
    expect(queryOf(databaseForRequest(within(aMinute()), aMinute()))).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
