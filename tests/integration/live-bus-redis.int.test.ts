import { randomUUID } from 'node:crypto';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { LIVE_CHANNEL } from '#server/live/announce.ts';
import { LIVE_RESUMED, LiveBus, type LiveMessage } from '#server/live/live-bus.ts';
import { RedisBroker } from '#server/live/redis-broker.ts';
import { AVAILABLE_TOPIC, executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { startRedisServer } from '../fixtures/redis-server.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * The live bus on Redis (docs/decisions/0036-live-bus-on-a-broker.md): two buses, as two
 * instances have, on one real Redis and one database. Write statements return their messages
 * and the server publishes them after commit; PostgreSQL's NOTIFY carries none of them. Runs in
 * its own process: which way statements announce is a process's setting.
 */
describe('the live bus on Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let writer: ReturnType<typeof createDatabase>;
  let listener: postgres.Sql;
  const notified: string[] = [];
  const buses: LiveBus[] = [];
  const logger = pino({ level: 'silent' });
  const timing = { beatMs: 100, silenceMs: 600 };

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await startRedisServer();
    writer = createDatabase(database.url, { max: 4 });
    listener = postgres(database.url, { max: 1, onnotice: () => {} });
    await listener.listen(LIVE_CHANNEL, (payload) => notified.push(payload));
    for (let instance = 0; instance < 2; instance++) {
      const bus = new LiveBus(writer.sql, logger, {
        timing,
        broker: new RedisBroker(redis.url, logger),
      });
      await bus.start();
      buses.push(bus);
    }
  });

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.stop()));
    await listener?.end();
    await writer?.sql.end();
    await redis?.stop();
    await database?.drop();
  });

  const [a, b] = [() => buses[0]!, () => buses[1]!];
  const heardOn = (bus: LiveBus, topic: string) => {
    const heard: LiveMessage[] = [];
    const stop = bus.listen(topic, (message) => heard.push(message));
    return { heard, stop };
  };
  /** Everything NOTIFY sent before now has arrived: a NOTIFY of our own comes back after it. */
  const notifyDrained = async () => {
    const sentinel = `sentinel ${randomUUID()}`;
    await writer.sql`select pg_notify(${LIVE_CHANNEL}, ${sentinel})`;
    await expect.poll(() => notified).toContain(sentinel);
  };

  it("carries a command's messages to every instance with the event's position, and none through NOTIFY", async () => {
    const customer = await insertUser(writer.db, 'customer');
    const onA = heardOn(a(), AVAILABLE_TOPIC);
    const onB = heardOn(b(), AVAILABLE_TOPIC);
    const ticketId = randomUUID();
    notified.length = 0;
    await executeTicketCommand(writer.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
      actor: customer,
    });
    const expected = {
      topic: AVAILABLE_TOPIC,
      type: 'ticket.changed',
      ids: expect.objectContaining({ ticket: ticketId, position: expect.stringMatching(/^\d+$/) }),
    };
    await expect.poll(() => onB.heard).toEqual([expected]);
    await expect.poll(() => onA.heard).toEqual([expected]);
    await notifyDrained();
    expect(notified.filter((payload) => payload.includes(ticketId))).toEqual([]);
    onA.stop();
    onB.stop();
  });

  it('publishes what a transaction announced once it committed, and nothing when it rolled back', async () => {
    const topic = `test:${randomUUID()}`;
    const onB = heardOn(b(), topic);
    const seen: boolean[] = [];
    const stopSeen = b().listen(topic, (message) => {
      // Heard only after COMMIT: the row it announces is already there for anyone to read.
      if (message.type === 'committed') {
        void writer.sql`select 1 from users where id = ${message.ids.user!}`.then((rows) =>
          seen.push(rows.length === 1),
        );
      }
    });
    await writer.db
      .transaction(async (tx) => {
        await a().publish(tx, { topic, type: 'rolled back', ids: {} });
        throw new Error('rolled back on purpose');
      })
      .catch(() => {});
    const user = randomUUID();
    await writer.db.transaction(async (tx) => {
      await a().publish(tx, { topic, type: 'committed', ids: { user } });
      await tx.insert(users).values({ id: user, email: `${user}@example.com`, passwordHash: '-' });
    });
    await expect.poll(() => seen).toEqual([true]);
    expect(onB.heard.map((message) => message.type)).toEqual(['committed']);
    stopSeen();
    onB.stop();
  });

  it('says it is down while Redis is away, and tells every feed to catch up once it is back', async () => {
    const topic = `test:${randomUUID()}`;
    const onB = heardOn(b(), topic);
    await redis.kill();
    await expect.poll(() => b().health().status, { timeout: 10_000 }).toBe('down');
    await redis.start();
    await expect
      .poll(() => onB.heard, { timeout: 15_000 })
      .toContainEqual({
        topic,
        type: LIVE_RESUMED,
        ids: {},
      });
    await expect.poll(() => b().health().status, { timeout: 10_000 }).toBe('ok');
    // Published at once: a publishing connection still reconnecting holds it until it is back.
    await a().publish(writer.db, { topic, type: 'after', ids: {} });
    await expect.poll(() => onB.heard.map((message) => message.type)).toContain('after');
    onB.stop();
  });

  it('stops while its Redis is away, dropping what it could not publish', async () => {
    const lonely = await startRedisServer();
    const bus = new LiveBus(writer.sql, logger, {
      timing,
      broker: new RedisBroker(lonely.url, logger),
    });
    await bus.start();
    try {
      await lonely.kill();
      await expect.poll(() => bus.health().status, { timeout: 10_000 }).toBe('down');
      // Heartbeats and this message wait in the publishing connection's queue for a Redis that
      // never returns: node-redis's close() alone would wait for their replies forever.
      await bus.publish(writer.db, { topic: 'test:nobody', type: 'unsent', ids: {} });
    } finally {
      await bus.stop();
      await lonely.stop();
    }
  });
});
