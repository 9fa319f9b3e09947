import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '#server/db/client.ts';
import { createReplicaReads, type ReplicaReads } from '#server/db/replica-reads.ts';
import { startStreamingReplica, type StreamingReplica } from '../fixtures/streaming-replica.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const probe = pgTable('probe', { id: integer('id').primaryKey() });

const MAX_LAG_MS = 600;
const CHECK_EVERY_MS = 100;

/**
 * Reads through server/db/replica-reads.ts against a real streaming replica of the test
 * PostgreSQL: each read also asks which server answered it (`inet_server_port()`).
 */
describe('reads spread over a streaming replica', () => {
  let replica: StreamingReplica;
  let primary: ReturnType<typeof createDatabase>;
  let standby: ReturnType<typeof createDatabase>;
  let reads: ReplicaReads;
  let drop = () => Promise.resolve();
  const logged: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line) => logged.push(line) });
  const primaryPort = Number(new URL(inject('postgresAdminUrl')).port);
  let replicaPort: number;

  beforeAll(async () => {
    const database = await createTestDatabase({ empty: true });
    drop = database.drop;
    primary = createDatabase(database.url, { max: 2 });
    await primary.sql`create table probe (id int primary key)`;
    await primary.sql`insert into probe values (1)`;
    replica = await startStreamingReplica({ adminUrl: inject('postgresAdminUrl') });
    const replicaUrl = replica.url(new URL(database.url).pathname.slice(1));
    replicaPort = Number(new URL(replicaUrl).port);
    standby = createDatabase(replicaUrl, { max: 2 });
    reads = createReplicaReads(primary, [standby], {
      maxLagMs: MAX_LAG_MS,
      checkEveryMs: CHECK_EVERY_MS,
      logger,
    });
  });
  afterAll(async () => {
    reads?.stop();
    // With a timeout: postgres.js's end() waits for a server that is away (see replica-reads.ts).
    await standby?.sql.end({ timeout: 1 });
    await replica?.stop();
    await primary?.sql.end();
    await drop();
  });

  /** The probe's ids, and the port of the server that answered. */
  const read = async (through: ReplicaReads = reads) => {
    const rows = await through.read((db) =>
      db
        .select({ id: probe.id, port: sql<number>`inet_server_port()` })
        .from(probe)
        .orderBy(probe.id),
    );
    return { ids: rows.map((row) => row.id), port: rows[0]?.port };
  };
  /** The same through readCurrent: as the primary would answer when the read arrived. */
  const readCurrent = async (through: ReplicaReads = reads) => {
    const rows = await through.readCurrent((db) =>
      db
        .select({ id: probe.id, port: sql<number>`inet_server_port()` })
        .from(probe)
        .orderBy(probe.id),
    );
    return { ids: rows.map((row) => row.id), port: rows[0]?.port };
  };
  const idsOnPrimary = async () =>
    (await primary.db.select().from(probe).orderBy(probe.id)).map((row) => row.id);

  it('reads from the replica once it is known to be current', async () => {
    await expect
      .poll(() => read(), { timeout: 10_000, interval: 20 })
      .toEqual({
        ids: [1],
        port: replicaPort,
      });
  });

  it('reads from the primary while replay is paused beyond maxLagMs', async () => {
    await replica.pauseReplay();
    await primary.db.insert(probe).values({ id: 2 });
    const ids = await idsOnPrimary();
    // Within maxLagMs the replica may still answer, without row 2; then only the primary does.
    await expect
      .poll(() => read(), { timeout: 10_000, interval: 20 })
      .toEqual({ ids, port: primaryPort });
    for (let i = 0; i < 5; i++) {
      expect(await read()).toEqual({ ids, port: primaryPort });
    }
    // Still missing on the replica itself: it was the pause, not a lost row.
    expect(await standby.db.select().from(probe).where(eq(probe.id, 2))).toEqual([]);
    await expect
      .poll(() => logged.join(''))
      .toContain(`more than ${MAX_LAG_MS} ms behind the primary`);
  });

  it('goes back to the replica once it has caught up', async () => {
    await replica.resumeReplay();
    await replica.waitForCatchUp();
    const ids = await idsOnPrimary();
    await expect
      .poll(() => read(), { timeout: 10_000, interval: 20 })
      .toEqual({ ids, port: replicaPort });
  });

  it('answers a current read with every commit made before it, from the replica once replayed', async () => {
    for (let id = 10; id < 20; id++) {
      await primary.db.insert(probe).values({ id });
      // Whichever server answers, the row committed just before is in the answer.
      expect((await readCurrent()).ids).toContain(id);
    }
    await replica.waitForCatchUp();
    const ids = await idsOnPrimary();
    await expect
      .poll(() => readCurrent(), { timeout: 10_000, interval: 20 })
      .toEqual({ ids, port: replicaPort });
  });

  it('reads a current read on the primary while the replica lacks a commit, a lag-tolerant one not', async () => {
    // Checked rarely, the replica stays current for lag-tolerant reads through the pause.
    const patient = createReplicaReads(primary, [standby], {
      maxLagMs: 60_000,
      checkEveryMs: 20_000,
      logger,
    });
    try {
      const before = await idsOnPrimary();
      await expect
        .poll(() => read(patient), { timeout: 10_000, interval: 20 })
        .toEqual({ ids: before, port: replicaPort });
      const onPrimary = patient.counts.primary;
      await replica.pauseReplay();
      await primary.db.insert(probe).values({ id: 20 });
      const ids = await idsOnPrimary();
      expect(await read(patient)).toEqual({ ids: before, port: replicaPort });
      expect(await readCurrent(patient)).toEqual({ ids, port: primaryPort });
      await replica.resumeReplay();
      await replica.waitForCatchUp();
      // Its replayed position is asked again by the read itself, not left to the next check
      // (20 s away). Other tests write to the same PostgreSQL: a read may find it a step behind.
      await expect
        .poll(() => readCurrent(patient), { timeout: 10_000, interval: 20 })
        .toEqual({ ids, port: replicaPort });
      expect(patient.counts.primary).toBeGreaterThan(onPrimary);
    } finally {
      patient.stop();
    }
  });

  it('answers every read from the primary, without an error, once the replica is gone', async () => {
    // Checked rarely, the replica still counts as current when it goes: the reads themselves meet
    // its failure. Thirty at once on its pool of two: postgres.js fails the first and holds the
    // rest (10 s here, were they not sent to the primary at the first failure).
    const rarely = createReplicaReads(primary, [standby], {
      maxLagMs: 60_000,
      checkEveryMs: 20_000,
      logger,
    });
    try {
      const ids = await idsOnPrimary();
      await expect
        .poll(() => read(rarely), { timeout: 10_000, interval: 20 })
        .toEqual({ ids, port: replicaPort });
      await replica.stop();
      // Within the statement bound's default of none: without moving the held reads to the
      // primary, this would wait for the replica's return.
      const answers = await Promise.all(Array.from({ length: 30 }, () => read(rarely)));
      expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([JSON.stringify({ ids, port: primaryPort })]),
      );
      expect(logged.join('')).toMatch(/replica 1 \(.*\): a read failed \(Error: .*\)/);
      for (let i = 0; i < 5; i++) {
        expect(await read(rarely)).toEqual({ ids, port: primaryPort });
        expect(await read()).toEqual({ ids, port: primaryPort });
        expect(await readCurrent(rarely)).toEqual({ ids, port: primaryPort });
        expect(await readCurrent()).toEqual({ ids, port: primaryPort });
      }
    } finally {
      rarely.stop();
    }
  });
});
