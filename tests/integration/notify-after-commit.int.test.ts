import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client.ts';
import { startNotifyingAfterCommit } from '#server/db/notify-after-commit.ts';
import { users } from '#server/db/schema/index.ts';
import { LIVE_CHANNEL } from '#server/live/announce.ts';
import { LiveBus, type LiveMessage } from '#server/live/live-bus.ts';
import { OUTBOX_CHANNEL, queueEmail } from '#server/mail/outbox.ts';
import { MailRelay } from '#server/mail/outbox-relay.ts';
import { AVAILABLE_TOPIC, executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * A server's writes notify once committed, from a statement of their own, never inside their
 * transactions (docs/decisions/0041-notifications-after-commit.md). The notifications are sent
 * here through a client of their own, so that the backend each one came from (PostgreSQL names
 * it in every notification) tells the sender's statement from the write's.
 */
describe('notifications after commit', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let writer: ReturnType<typeof createDatabase>;
  let sender: postgres.Sql;
  let senderPid: number;
  let stopNotifying: () => Promise<void>;
  let bus: LiveBus;
  let listener: pg.Client | undefined;
  const heard: Array<{ channel: string; payload: string; from: number }> = [];
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    writer = createDatabase(database.url, { max: 4 });
    sender = postgres(database.url, { max: 1, onnotice: () => {} });
    [{ pid: senderPid }] = await sender<[{ pid: number }]>`select pg_backend_pid() as pid`;
    stopNotifying = startNotifyingAfterCommit(sender, logger);
    bus = new LiveBus(writer.sql, logger);
    await bus.start();
    const client = new pg.Client({ connectionString: database.url });
    listener = client;
    await client.connect();
    client.on('notification', (notification) => {
      heard.push({
        channel: notification.channel,
        payload: notification.payload ?? '',
        from: notification.processId,
      });
    });
    await client.query(`listen ${LIVE_CHANNEL}`);
    await client.query(`listen ${OUTBOX_CHANNEL}`);
  });

  afterAll(async () => {
    await stopNotifying?.();
    await bus?.stop();
    await listener?.end();
    await sender?.end();
    await writer?.sql.end();
    await database?.drop();
  });

  /** Everything sent before now has arrived: a notification of our own comes back after it. */
  const drained = async () => {
    const sentinel = `sentinel ${randomUUID()}`;
    await writer.sql`select pg_notify(${LIVE_CHANNEL}, ${sentinel})`;
    await expect.poll(() => heard.map((notice) => notice.payload)).toContain(sentinel);
  };

  it("sends a command's messages from a statement of their own, with the event's position", async () => {
    const customer = await insertUser(writer.db, 'customer');
    const pool: LiveMessage[] = [];
    const stop = bus.listen(AVAILABLE_TOPIC, (message) => pool.push(message));
    const ticketId = randomUUID();
    await executeTicketCommand(writer.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
      actor: customer,
    });
    await expect.poll(() => pool.map((message) => message.ids.ticket)).toContain(ticketId);
    expect(pool.find((message) => message.ids.ticket === ticketId)?.ids.position).toMatch(/^\d+$/);
    const about = heard.filter((notice) => notice.payload.includes(ticketId));
    expect(about.length).toBeGreaterThan(0);
    expect(about.every((notice) => notice.from === senderPid)).toBe(true);
    stop();
  });

  it('sends what a transaction announced after its COMMIT, and nothing when it rolled back', async () => {
    const topic = `test:${randomUUID()}`;
    const seen: boolean[] = [];
    const stop = bus.listen(topic, (message) => {
      // Heard only after COMMIT: the row it announces is already there for anyone to read.
      void writer.sql`select 1 from users where id = ${message.ids.user!}`.then((rows) =>
        seen.push(rows.length === 1),
      );
    });
    await writer.db
      .transaction(async (tx) => {
        await bus.publish(tx, { topic, type: 'rolled back', ids: { user: randomUUID() } });
        throw new Error('rolled back on purpose');
      })
      .catch(() => {});
    const user = randomUUID();
    await writer.db.transaction(async (tx) => {
      await bus.publish(tx, { topic, type: 'committed', ids: { user } });
      await tx.insert(users).values({ id: user, email: `${user}@example.com`, passwordHash: '-' });
    });
    await expect.poll(() => seen).toEqual([true]);
    await drained();
    const about = heard.filter((notice) => notice.payload.includes(topic));
    expect(about.map((notice) => (JSON.parse(notice.payload) as { type: string }).type)).toEqual([
      'committed',
    ]);
    expect(about[0]?.from).toBe(senderPid);
    stop();
  });

  it('wakes the mail relays once the mail committed, and never for mail that rolled back', async () => {
    // The relay looks on its own only once a minute: what hands the mail over is the wake-up.
    const relay = new MailRelay(writer.db, writer.sql, logger, { gatherMs: 10, sweepMs: 60_000 });
    await relay.start();
    try {
      heard.length = 0;
      await writer.db
        .transaction(async (tx) => {
          await queueEmail(tx, 'gone@example.com', { subject: 'Gone', text: 'x', html: 'x' });
          throw new Error('rolled back on purpose');
        })
        .catch(() => {});
      await drained();
      expect(heard.filter((notice) => notice.channel === OUTBOX_CHANNEL)).toEqual([]);

      await writer.db.transaction(async (tx) => {
        await queueEmail(tx, 'ada@example.com', { subject: 'Kept', text: 'x', html: 'x' });
      });
      const handedOver = async () => {
        const [row] = await writer.sql<[{ queued: boolean }]>`
          select queued_at is not null as queued from outbox_emails where subject = 'Kept'`;
        return row?.queued;
      };
      await expect.poll(handedOver).toBe(true);
      const wakes = heard.filter((notice) => notice.channel === OUTBOX_CHANNEL);
      expect(wakes.length).toBeGreaterThan(0);
      expect(wakes.every((notice) => notice.from === senderPid)).toBe(true);
    } finally {
      await relay.stop();
    }
  });
});
