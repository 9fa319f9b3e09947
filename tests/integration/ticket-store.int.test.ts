import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql as drizzleSql } from 'drizzle-orm';
import { DomainError } from '#shared/domain/errors.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import { messages } from '#server/db/schema/index.ts';
import { eventHash } from '#server/ticket-commands/event-hash.ts';
import { LIVE_CHANNEL } from '#server/live/announce.ts';
import {
  AVAILABLE_TOPIC,
  executeTicketCommand,
  loadTicketEvents,
  type SideEffect,
} from '#server/ticket-commands/ticket-store.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const details = ticketDetails();

describe('ticket event store', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db, sql } = createDatabase(database.url, { max: 12 }));
  });

  afterAll(async () => {
    await sql.end();
    await database.drop();
  });

  async function newTicket() {
    const customer = await insertUser(db, 'customer');
    const ticketId = randomUUID();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'CreateTicket', details },
      actor: customer,
    });
    return { ticketId, customer };
  }

  const messagesOf = async (ticketId: string) =>
    (await sql`select text from messages where ticket_id = ${ticketId}`).map(
      (row) => row.text as string,
    );
  const postMessage =
    (ticketId: string, text: string): SideEffect =>
    async (tx) => {
      await tx.insert(messages).values({ ticketId, authorId: null, text });
    };

  it('lets exactly one of 10 developers grabbing at once win; the rest get CONFLICT and versions stay contiguous', async () => {
    const { ticketId } = await newTicket();
    const developers = await Promise.all(
      Array.from({ length: 10 }, () => insertUser(db, 'developer', ['web'])),
    );
    const results = await Promise.allSettled(
      developers.map((developer) =>
        executeTicketCommand(db, {
          ticketId,
          command: { type: 'GrabTicket' },
          actor: developer,
          expectedVersion: 1,
          // Each writes a side effect of its own: only the winner's may be kept.
          sideEffects: () => [postMessage(ticketId, `by ${developer.id}`)],
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
    expect(await messagesOf(ticketId)).toEqual([`by ${ticket?.developer_id}`]);
  });

  it('decides again, on the new version, a command without an expected version that lost a race', async () => {
    const { ticketId, customer } = await newTicket();
    const budgets = Array.from({ length: 6 }, (_, index) => `$${100 + index}`);
    await Promise.all(
      budgets.map((budget) =>
        executeTicketCommand(db, {
          ticketId,
          command: { type: 'EditTicket', details: { ...details, budget } },
          actor: customer,
        }),
      ),
    );
    const events = await loadTicketEvents(db, ticketId);
    expect(events.map((event) => event.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const edited = events.slice(1).map((event) => event.data as { details: { budget: string } });
    expect(edited.map((data) => data.details.budget).sort()).toEqual(budgets);
    const [ticket] = await sql`select version, budget from tickets where id = ${ticketId}`;
    expect(ticket).toMatchObject({ version: 7, budget: edited.at(-1)?.details.budget });
  });

  it('writes nothing when a side effect fails, and no side effect when the command is refused', async () => {
    const { ticketId, customer } = await newTicket();
    await expect(
      executeTicketCommand(db, {
        ticketId,
        command: { type: 'EditTicket', details: { ...details, budget: '$5' } },
        actor: customer,
        sideEffects: () => [
          postMessage(ticketId, 'kept?'),
          async (tx) => {
            await tx.execute(drizzleSql`select 1 / 0`);
          },
        ],
      }),
    ).rejects.toThrow('select 1 / 0');
    await expect(
      executeTicketCommand(db, {
        ticketId,
        command: { type: 'SubmitPlan' },
        actor: customer,
        sideEffects: () => [postMessage(ticketId, 'refused')],
      }),
    ).rejects.toBeInstanceOf(DomainError);
    expect((await loadTicketEvents(db, ticketId)).map((event) => event.version)).toEqual([1]);
    const [ticket] = await sql`select version, budget from tickets where id = ${ticketId}`;
    expect(ticket).toMatchObject({ version: 1, budget: details.budget });
    expect(await messagesOf(ticketId)).toEqual([]);
  });

  it('runs side effects after the write, in the same transaction, one after the other', async () => {
    const { ticketId, customer } = await newTicket();
    const seen: string[] = [];
    const versionSeen =
      (label: string): SideEffect =>
      async (tx) => {
        // Sent without waiting for the write: it must still queue behind it on the connection.
        const [row] = await tx.execute<{ version: number }>(
          drizzleSql`select version from tickets where id = ${ticketId}`,
        );
        seen.push(`${label}: ${row?.version}`);
      };
    await executeTicketCommand(db, {
      ticketId,
      expectedVersion: 1,
      command: { type: 'EditTicket', details: { ...details, budget: '$7' } },
      actor: customer,
      sideEffects: () => [versionSeen('first'), versionSeen('second')],
    });
    expect(seen).toEqual(['first: 2', 'second: 2']);
  });

  it('announces a change in one notification, on commit, naming every topic it concerns', async () => {
    const payloads: unknown[] = [];
    const listening = await sql.listen(LIVE_CHANNEL, (payload) =>
      payloads.push(JSON.parse(payload)),
    );
    const { ticketId, customer } = await newTicket();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'DeleteTicket' },
      actor: customer,
    });
    // Notifications arrive in commit order: once the second change's is here, all are.
    const versionOf = (payload: unknown) => (payload as { ids: { version: string } }).ids.version;
    await expect.poll(() => payloads.map(versionOf)).toContain('2');
    expect(payloads).toEqual([
      {
        topics: [`ticket:${ticketId}`, `user:${customer.id}`, AVAILABLE_TOPIC],
        type: 'ticket.changed',
        ids: { ticket: ticketId, version: '1', position: expect.stringMatching(/^\d+$/) },
      },
      {
        topics: [`ticket:${ticketId}`, `user:${customer.id}`, AVAILABLE_TOPIC],
        type: 'ticket.changed',
        ids: { ticket: ticketId, version: '2', position: expect.stringMatching(/^\d+$/) },
      },
    ]);
    await listening.unlisten();
  });

  it('refuses a command made against an older version', async () => {
    const { ticketId, customer } = await newTicket();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'EditTicket', details: { ...details, budget: '$150' } },
      actor: customer,
      expectedVersion: 1,
    });
    await expect(
      executeTicketCommand(db, {
        ticketId,
        command: { type: 'EditTicket', details: { ...details, budget: '$999' } },
        actor: customer,
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('chains each event to the previous by hash', async () => {
    const { ticketId, customer } = await newTicket();
    await executeTicketCommand(db, {
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
