import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStreamingReplica, type StreamingReplica } from '../fixtures/streaming-replica.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * The test tier's replica (tests/fixtures/streaming-replica.ts): a hot standby of the run's
 * PostgreSQL that streams its WAL, whose replay a test can pause and resume.
 */
describe('a streaming replica of the test PostgreSQL', () => {
  let replica: StreamingReplica;
  let primary: postgres.Sql;
  let standby: postgres.Sql;
  let drop = () => Promise.resolve();

  beforeAll(async () => {
    const database = await createTestDatabase({ empty: true });
    drop = database.drop;
    primary = postgres(database.url, { max: 1, onnotice: () => {} });
    await primary`create table probe (id int primary key)`;
    replica = await startStreamingReplica({ adminUrl: inject('postgresAdminUrl') });
    standby = postgres(replica.url(new URL(database.url).pathname.slice(1)), {
      max: 1,
      onnotice: () => {},
    });
  });
  afterAll(async () => {
    await standby?.end();
    await replica?.stop();
    await primary?.end();
    await drop();
  });

  const onReplica = async (id: number) =>
    (await standby<{ id: number }[]>`select id from probe where id = ${id}`).length === 1;

  it('shows a row written on the primary, streamed without being asked', async () => {
    await primary`insert into probe values (1)`;
    await expect.poll(() => onReplica(1), { timeout: 10_000, interval: 20 }).toBe(true);
  });

  it('holds a row back while replay is paused, and shows it once resumed', async () => {
    await replica.pauseReplay();
    try {
      await primary`insert into probe values (2)`;
      // The replica has the row's WAL, so its absence is the pause, not a slow stream.
      await replica.waitForReceipt();
      expect(await onReplica(2)).toBe(false);
    } finally {
      await replica.resumeReplay();
    }
    await replica.waitForCatchUp();
    expect(await onReplica(2)).toBe(true);
  });

  it('refuses writes: it is read-only', async () => {
    await expect(standby`insert into probe values (3)`).rejects.toMatchObject({
      code: '25006', // read_only_sql_transaction
      message: 'cannot execute INSERT in a read-only transaction',
    });
    await expect(standby`select pg_is_in_recovery() as recovering`).resolves.toEqual([
      { recovering: true },
    ]);
  });
});
