import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/client.ts';
import { eventHash } from '#server/event-store/event-hash.ts';
import { executeTicketCommand, loadTicketEvents } from '#server/event-store/ticket-store.ts';
import { LiveBus } from '#server/live/live-bus.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const details = ticketDetails();

describe('ticket event store', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let sql: postgres.Sql;
  let bus: LiveBus;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db, sql } = createDatabase(database.url, { max: 12 }));
    bus = new LiveBus(sql, pino({ level: 'silent' }));
  });

  afterAll(async () => {
    await sql.end();
    await database.drop();
  });

  async function newTicket() {
    const customer = await insertUser(db, 'customer');
    const ticketId = randomUUID();
    await executeTicketCommand(db, bus, {
      ticketId,
      command: { type: 'CreateTicket', details },
      actor: customer,
    });
    return { ticketId, customer };
  }

  it('lets exactly one of 10 developers grabbing at once win; the rest get CONFLICT and versions stay contiguous', async () => {
    const { ticketId } = await newTicket();
    const developers = await Promise.all(
      Array.from({ length: 10 }, () => insertUser(db, 'developer', ['web'])),
    );
    const results = await Promise.allSettled(
      developers.map((developer) =>
        executeTicketCommand(db, bus, {
          ticketId,
          command: { type: 'GrabTicket' },
          actor: developer,
          expectedVersion: 1,
        }),
      ),
    );
    const winners = results.filter((result) => result.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'CONFLICT' });
    }
    const events = await loadTicketEvents(db, ticketId);
    expect(events.map((event) => event.version)).toEqual([1, 2]);
    const [ticket] =
      await sql`select developer_id, status, version from tickets where id = ${ticketId}`;
    expect(ticket).toMatchObject({ status: 'DEVELOPER_PLANNING', version: 2 });
    expect(developers.map((d) => d.id)).toContain(ticket?.developer_id);
  });

  it('refuses a command made against an older version', async () => {
    const { ticketId, customer } = await newTicket();
    await executeTicketCommand(db, bus, {
      ticketId,
      command: { type: 'EditTicket', details: { ...details, budget: '$150' } },
      actor: customer,
      expectedVersion: 1,
    });
    await expect(
      executeTicketCommand(db, bus, {
        ticketId,
        command: { type: 'EditTicket', details: { ...details, budget: '$999' } },
        actor: customer,
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('chains each event to the previous by hash', async () => {
    const { ticketId, customer } = await newTicket();
    await executeTicketCommand(db, bus, {
      ticketId,
      command: { type: 'DeleteTicket' },
      actor: customer,
    });
    const events = await loadTicketEvents(db, ticketId);
    expect(events[0]?.prevHash).toBeNull();
    expect(events[1]?.prevHash).toBe(events[0]?.hash);
    for (const event of events) {
      const { position: _position, hash, ...fields } = event;
      expect(eventHash(fields)).toBe(hash);
    }
    const [ticket] = await sql`select deleted from tickets where id = ${ticketId}`;
    expect(ticket?.deleted).toBe(true);
  });

  it('never lets an event be changed or removed, whoever asks', async () => {
    const { ticketId } = await newTicket();
    await expect(
      sql`update ticket_events set data = '{}' where ticket_id = ${ticketId}`,
    ).rejects.toThrow('ticket_events is append-only: UPDATE is not allowed');
    await expect(sql`delete from ticket_events where ticket_id = ${ticketId}`).rejects.toThrow(
      'ticket_events is append-only: DELETE is not allowed',
    );
    await expect(sql`truncate ticket_events`).rejects.toThrow('append-only');
  });
});
