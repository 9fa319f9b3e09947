import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { createDatabase } from '#server/db/client.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { startStreamingReplica, type StreamingReplica } from '../fixtures/streaming-replica.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * A server with a real streaming replica (DATABASE_REPLICA_URLS). Lists and requests are read as
 * current as the primary: from the replica once it has replayed the reader's last write, else
 * from the primary. Public profiles tolerate its lag, except for their owner, who sees what they
 * just saved; with the replica gone, reads go on from the primary. A minute's lag bound keeps the
 * paused replica "current" for the whole test, so which server answered shows in what it answers
 * (the bound itself: replica-reads.int.test.ts).
 */
describe('a server on a read replica', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let replica: StreamingReplica;
  let server: RunningServer;
  let admin: ReturnType<typeof createDatabase>;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createDatabase(database.url, { max: 2 });
    replica = await startStreamingReplica({ adminUrl: inject('postgresAdminUrl') });
    server = await startTestServer({
      databaseUrl: database.url,
      env: {
        DATABASE_REPLICA_URLS: replica.url(new URL(database.url).pathname.slice(1)),
        DATABASE_REPLICA_MAX_LAG_MS: '60000',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await replica?.stop();
    await admin?.sql.end();
    await database?.drop();
  });

  /** The instance's reads routed so far, by the server that answered (/metrics). */
  const routedReads = async () => {
    const text = await (await fetch(`${server.address}/metrics`)).text();
    const count = (on: string) =>
      Number(new RegExp(`^unblock_routed_reads\\{server="${on}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    return { replica: count('replica'), primary: count('primary') };
  };

  it('lists a request its customer just posted, from the replica once it has replayed it', async () => {
    const customer = await insertUser(admin.db, 'customer');
    const { token } = await createSession(admin.db, customer.id);
    const api = createBrowserClient(server.address, { sessionToken: token }).client;
    const openIds = async () =>
      (await api.tickets.mine.query({ which: 'open' })).items.map((card) => card.id);
    await replica.waitForCatchUp();
    await replica.pauseReplay();
    const { id } = await api.tickets.createTicket.mutate({
      details: {
        description: 'Checkout broken\nBuilt with Bolt',
        categories: ['web'],
        budget: '$100',
      },
      requestKey: randomUUID(),
    });
    const before = await routedReads();
    // The paused replica lacks the request: the list and the request come from the primary.
    expect(await openIds()).toEqual([id]);
    expect((await api.tickets.get.query({ ticketId: id })).id).toBe(id);
    const paused = await routedReads();
    expect(paused.primary).toBe(before.primary + 2);
    expect(paused.replica).toBe(before.replica);

    await replica.resumeReplay();
    // Other tests write to the same PostgreSQL: a read may still find the replica a step behind.
    await expect
      .poll(async () => {
        expect(await openIds()).toEqual([id]);
        return (await routedReads()).replica;
      })
      .toBeGreaterThan(paused.replica);
  });

  it('shows visitors the replica’s copy, the owner the primary’s, and survives the replica’s loss', async () => {
    const developer = await insertUser(admin.db, 'developer', ['web']);
    const { token } = await createSession(admin.db, developer.id);
    const owner = createBrowserClient(server.address, { sessionToken: token }).client;
    const visitor = createBrowserClient(server.address).client;
    await owner.profile.update.mutate({ firstName: 'Ada', lastName: 'Before' });
    const nameSeenBy = async (client: typeof visitor) =>
      (await client.developers.profile.query({ id: developer.id }))?.lastName;
    // The replica holds the saved name once it caught up (and counts as current from then on).
    await replica.waitForCatchUp();
    await expect.poll(() => nameSeenBy(visitor), { timeout: 10_000 }).toBe('Before');

    await replica.pauseReplay();
    await owner.profile.update.mutate({ firstName: 'Ada', lastName: 'After' });
    expect(await nameSeenBy(owner)).toBe('After');
    // The visitor's read came from the paused replica: the primary already says "After".
    expect(await nameSeenBy(visitor)).toBe('Before');

    await replica.resumeReplay();
    await replica.waitForCatchUp();
    await expect.poll(() => nameSeenBy(visitor)).toBe('After');

    await replica.stop();
    const reads = await Promise.all(Array.from({ length: 10 }, () => nameSeenBy(visitor)));
    expect(reads).toEqual(Array.from({ length: 10 }, () => 'After'));
  });
});
