import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { drizzle } from 'drizzle-orm/postgres-js';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { LiveBus } from '#server/live/live-bus.ts';
import { AVAILABLE_TOPIC, executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { listFeed } from '#server/tickets/list-feed.ts';
import { ticketFeed } from '#server/tickets/ticket-feed.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * A live change costs each instance one read, however many of its subscribers hear of
 * it. The feeds run on a database whose statements are counted (postgres.js's debug hook).
 */
describe('live fan-out', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let writer: ReturnType<typeof createDatabase>;
  let counted: { sql: postgres.Sql; db: Database };
  let bus: LiveBus;
  const logger = pino({ level: 'silent' });
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    writer = createDatabase(database.url, { max: 4 });
    const sql = postgres(database.url, {
      max: 4,
      onnotice: () => {},
      debug: (_connection, query) => statements.push(query),
    });
    counted = { sql, db: drizzle({ client: sql, schema }) };
    bus = new LiveBus(sql, logger);
    await bus.start();
  });

  afterAll(async () => {
    await bus.stop();
    await counted.sql.end();
    await writer.sql.end();
    await database.drop();
  });

  const snapshotReads = () => statements.filter((query) => /from "tickets"/.test(query)).length;

  /**
   * Runs `feeds` until each has yielded once, returning what each yielded first. A feed listens
   * from its creation, not from its first pull, so `act` may change things at once.
   */
  async function firstOfEach<T>(feeds: Array<AsyncIterator<T, unknown>>, act: () => Promise<void>) {
    const firsts = feeds.map((feed) => feed.next());
    await act();
    return Promise.all(firsts);
  }

  it('decides for 200 developers and the customer on one instance from one read of the new request', async () => {
    const customer = await insertUser(writer.db, 'customer');
    const abort = new AbortController();
    // Every feed ends on this one signal.
    setMaxListeners(0, abort.signal);
    const developers: Actor[] = Array.from({ length: 200 }, (_, index) => ({
      id: randomUUID(),
      role: 'developer',
      // Half of them work in the request's category: only they hear of it.
      categories: index % 2 === 0 ? ['web'] : ['mobile'],
    }));
    const feeds = developers
      .filter((developer) => developer.categories?.includes('web'))
      .map((developer) => listFeed({ db: counted.db, bus, logger }, developer, abort.signal));
    const others = developers
      .filter((developer) => !developer.categories?.includes('web'))
      .map((developer) => listFeed({ db: counted.db, bus, logger }, developer, abort.signal));
    const othersHeard = others.map((feed) => feed.next());
    // The customer hears of it on their own topic: the same read makes their card.
    const own = listFeed({ db: counted.db, bus, logger }, customer, abort.signal);

    // Listening from their creation: the pool's one listener for them all, and the customer's.
    expect(bus.listenerCount(AVAILABLE_TOPIC)).toBe(1);
    expect(bus.listenerCount(`user:${customer.id}`)).toBe(1);
    const ticketId = randomUUID();
    const readsBefore = snapshotReads();
    const results = await firstOfEach([...feeds, own], async () => {
      await executeTicketCommand(writer.db, {
        ticketId,
        command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
        actor: customer,
      });
    });

    // Each with the request's card as the pool shows it to them, made from that one read.
    const card = expect.objectContaining({ id: ticketId, version: 1, customerId: customer.id });
    expect(results.map((result) => result.value)).toEqual([
      ...feeds.map(() => ({ ticketId, card })),
      { ticketId, card, own: true },
    ]);
    expect(snapshotReads() - readsBefore).toBe(1);
    abort.abort();
    // The developers outside the category heard nothing before the feeds closed.
    expect((await Promise.all(othersHeard)).every((result) => result.done)).toBe(true);
  });

  it('hands each developer the pool’s changes in order, a refresh for one it could not read, and lets go when the feed ends', async () => {
    const customer = await insertUser(writer.db, 'customer');
    const abort = new AbortController();
    const developer: Actor = { id: randomUUID(), role: 'developer', categories: ['web'] };
    const feed = listFeed({ db: counted.db, bus, logger }, developer, abort.signal);
    const create = (ticketId: string) =>
      executeTicketCommand(writer.db, {
        ticketId,
        command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
        actor: customer,
      });
    const [first, second] = [randomUUID(), randomUUID()];
    await create(first);
    // A change naming a request that cannot be read (not an id PostgreSQL accepts).
    await bus.publish(writer.db, {
      topic: AVAILABLE_TOPIC,
      type: 'ticket.changed',
      ids: { ticket: 'not-a-request', position: '1' },
    });
    await create(second);

    const heard = [await feed.next(), await feed.next(), await feed.next()];
    expect(heard.map((result) => result.value)).toEqual([
      { ticketId: first, card: expect.objectContaining({ id: first }) },
      { refresh: true },
      { ticketId: second, card: expect.objectContaining({ id: second }) },
    ]);
    abort.abort();
    expect(await feed.next()).toEqual({ value: undefined, done: true });
    expect(bus.listenerCount(AVAILABLE_TOPIC)).toBe(0);
    expect(bus.listenerCount(`user:${developer.id}`)).toBe(0);
  });

  it('follows one request for 100 viewers with one read per change', async () => {
    const customer = await insertUser(writer.db, 'customer');
    const ticketId = randomUUID();
    // The creation's own notification must have passed before the feeds start.
    let created!: () => void;
    const heard = new Promise<void>((resolve) => (created = resolve));
    const stop = bus.listen(`ticket:${ticketId}`, () => created());
    await executeTicketCommand(writer.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: customer,
    });
    await heard;
    stop();
    const abort = new AbortController();
    setMaxListeners(0, abort.signal);
    const feeds = Array.from({ length: 100 }, () =>
      ticketFeed({ db: counted.db, bus }, customer, ticketId, undefined, abort.signal),
    );
    // Listening from the call, before any pull: before tRPC says "started" to the client.
    expect(bus.listenerCount(`ticket:${ticketId}`)).toBe(100);
    const readsBefore = snapshotReads();
    const results = await firstOfEach(feeds, async () => {
      await executeTicketCommand(writer.db, {
        ticketId,
        expectedVersion: 1,
        command: { type: 'EditTicket', details: ticketDetails({ description: 'Edited' }) },
        actor: customer,
      });
    });

    // Each event is tRPC's tracked envelope: [position, change].
    expect(results.map((result) => (result.value as unknown[])[1])).toEqual(
      feeds.map(() => ({ ticketId, version: 2 })),
    );
    expect(snapshotReads() - readsBefore).toBe(1);
    abort.abort();
  });
});
