import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import { TicketSnapshotCache } from '#server/ticket-commands/snapshot-cache.ts';
import {
  executeTicketCommand,
  STALE_VERSION,
  type ExecuteOptions,
} from '#server/ticket-commands/ticket-store.ts';
import { AppError } from '#shared/errors.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * ADR 0026: a command on the version its client saw decides on the snapshot this instance kept,
 * without reading the ticket; whatever was kept, the answers are the ones the ticket as it stands
 * gives, and history stays whole.
 */
describe('kept ticket snapshots', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sql: postgres.Sql;
  let db: Database;
  /** The statements sent since the last `sent.length = 0`. */
  const sent: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = postgres(database.url, {
      max: 4,
      onnotice: () => {},
      debug: (_connection, query) => sent.push(query),
    });
    db = drizzle({ client: sql, schema });
  });

  afterAll(async () => {
    await sql.end();
    await database.drop();
  });

  /** The snapshot read's statements among those sent. */
  const snapshotReads = () => sent.filter((query) => query.includes('json_agg')).length;

  async function newTicket(snapshots: TicketSnapshotCache) {
    const customer = await insertUser(db, 'customer');
    const ticketId = randomUUID();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: customer,
      snapshots,
    });
    return { ticketId, customer };
  }

  const edit = (
    ticketId: string,
    actor: ExecuteOptions['actor'],
    expectedVersion: number,
    snapshots?: TicketSnapshotCache,
    description = `Edited ${randomUUID()}`,
  ) =>
    executeTicketCommand(db, {
      ticketId,
      command: { type: 'EditTicket', details: ticketDetails({ description }) },
      actor,
      expectedVersion,
      snapshots,
    });

  it('decides a command on the version just written without reading the ticket, and history stays whole', async () => {
    const snapshots = new TicketSnapshotCache();
    const { ticketId, customer } = await newTicket(snapshots);
    sent.length = 0;
    for (let version = 1; version <= 4; version++) {
      const { state } = await edit(ticketId, customer, version, snapshots, `Edit ${version}`);
      expect(state.version).toBe(version + 1);
    }
    expect(snapshotReads()).toBe(0);
    // Without kept snapshots, each command reads its ticket.
    await edit(ticketId, customer, 5, undefined, 'Edit 5');
    expect(snapshotReads()).toBe(1);

    const [row] = await sql<[{ description: string }]>`
      select description from tickets where id = ${ticketId}`;
    expect(row.description).toBe('Edit 5');
    const report = await auditTickets(db, [ticketId]);
    expect(report.problems).toEqual([]);
    expect(report.events).toBe(6);
  });

  it('answers a kept version another instance moved past as changed in the meantime, writing nothing', async () => {
    const snapshots = new TicketSnapshotCache();
    const { ticketId, customer } = await newTicket(snapshots);
    // Another instance (no kept snapshots here) changes the ticket: version 2.
    await edit(ticketId, customer, 1);
    expect(snapshots.at(ticketId, 1)).toBeDefined();

    await expect(edit(ticketId, customer, 1, snapshots)).rejects.toThrow(STALE_VERSION);
    const [row] = await sql<
      [{ version: number }]
    >`select version from tickets where id = ${ticketId}`;
    expect(row.version).toBe(2);
    expect((await auditTickets(db, [ticketId])).problems).toEqual([]);
  });

  it('answers a command the kept version refuses, when the ticket has moved on, as changed in the meantime', async () => {
    const snapshots = new TicketSnapshotCache();
    const { ticketId, customer } = await newTicket(snapshots);
    await edit(ticketId, customer, 1);
    // A customer cannot grab: refused on version 1, but version 1 is no longer the ticket's.
    await expect(
      executeTicketCommand(db, {
        ticketId,
        command: { type: 'GrabTicket' },
        actor: customer,
        expectedVersion: 1,
        snapshots,
      }),
    ).rejects.toThrow(STALE_VERSION);
  });

  it("answers a stranger's command on a kept snapshot as it would without one: not found", async () => {
    const snapshots = new TicketSnapshotCache();
    const { ticketId } = await newTicket(snapshots);
    const stranger = await insertUser(db, 'customer');
    const authorize: ExecuteOptions['authorize'] = (ticket) => {
      if (ticket?.customerId !== stranger.id) throw new AppError('NOT_FOUND', 'Request not found');
    };
    const asStranger = (kept?: TicketSnapshotCache) =>
      executeTicketCommand(db, {
        ticketId,
        command: { type: 'EditTicket', details: ticketDetails() },
        actor: stranger,
        expectedVersion: 1,
        authorize,
        snapshots: kept,
      });
    await expect(asStranger()).rejects.toThrow('Request not found');
    await expect(asStranger(snapshots)).rejects.toThrow('Request not found');
  });

  it('lets a refusal of the work a command prepares stand on a current kept snapshot, doing that work once', async () => {
    const snapshots = new TicketSnapshotCache();
    const { ticketId, customer } = await newTicket(snapshots);
    let prepared = 0;
    const refusing = () =>
      executeTicketCommand(db, {
        ticketId,
        command: { type: 'EditTicket', details: ticketDetails() },
        actor: customer,
        expectedVersion: 1,
        snapshots,
        prepare: () => {
          prepared++;
          return Promise.reject(new AppError('BAD_GATEWAY', 'Error creating billing record: down'));
        },
      });
    await expect(refusing()).rejects.toThrow('Error creating billing record: down');
    expect(prepared).toBe(1);
    const [row] = await sql<
      [{ version: number }]
    >`select version from tickets where id = ${ticketId}`;
    expect(row.version).toBe(1);
  });

  it('keeps snapshots frozen, so no one can change a fact others decide on', async () => {
    const snapshots = new TicketSnapshotCache();
    const { ticketId } = await newTicket(snapshots);
    const kept = snapshots.at(ticketId, 1)!;
    expect(() => {
      (kept.state as { description: string }).description = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      kept.state.categories.push('mobile');
    }).toThrow(TypeError);
  });
});
