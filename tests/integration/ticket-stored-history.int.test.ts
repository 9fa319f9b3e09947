import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTicketEvent } from '#shared/domain/ticket/events.ts';
import { evolve } from '#shared/domain/ticket/evolve.ts';
import {
  dataAsWrittenBefore,
  storedHistories,
  type Cast,
  type StoredStep,
} from '#shared/domain/ticket/stored-histories-test-support.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import { ticketEvents } from '#server/db/schema/index.ts';
import { migrationsFolder } from '#server/paths.ts';
import { eventHash } from '#server/ticket-commands/event-hash.ts';
import { chainProblems } from '#server/ticket-commands/hash-chain.ts';
import { readTicketProjection } from '#server/ticket-commands/read-projection.ts';
import { rebuildProjections } from '#server/ticket-commands/rebuild.ts';
import {
  executeTicketCommand,
  loadTicketEvents,
  replay,
} from '#server/ticket-commands/ticket-store.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// Requests whose events were stored before events recorded the status they lead to: their rows
// stay as written (schema version 1, hashed so), and must still verify and replay as they did.

const start = Date.parse('2026-11-01T10:00:00Z');

describe('histories stored before events recorded their status', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let sql: postgres.Sql;
  let cast: Omit<Cast, 'm1' | 'm2'>;
  let otherDeveloper: Actor;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db, sql } = createDatabase(database.url, { max: 4 }));
    const developer = await insertUser(db, 'developer', ['web']);
    otherDeveloper = await insertUser(db, 'developer', ['web']);
    cast = {
      customer: (await insertUser(db, 'customer')).id,
      developer: developer.id,
      otherDeveloper: otherDeveloper.id,
      moderator: (await insertUser(db, 'moderator')).id,
    };
  });

  afterAll(async () => {
    await sql.end();
    await database.drop();
  });

  /** The histories, with milestone ids of their own. */
  const histories = () => storedHistories({ ...cast, m1: randomUUID(), m2: randomUUID() });

  /** Appends the steps as the event store wrote them then: version 1 data, chained by hash. */
  async function storeAsWrittenBefore(ticketId: string, steps: readonly StoredStep[]) {
    let prevHash: string | null = null;
    for (const [index, { actor, event }] of steps.entries()) {
      const fields = {
        ticketId,
        version: index + 1,
        type: event.type,
        schemaVersion: 1,
        data: dataAsWrittenBefore(event),
        actorId: actor.id,
        actorRole: actor.role,
        occurredAt: new Date(start + index * 60_000),
        prevHash,
      };
      const hash = eventHash(fields);
      await db.insert(ticketEvents).values({ ...fields, hash });
      prevHash = hash;
    }
  }

  /** The state the same history reaches with each event recording its status, as written now. */
  function replayedAsWrittenNow(ticketId: string, steps: readonly StoredStep[]) {
    let state: TicketState | null = null;
    for (const [index, { event }] of steps.entries()) {
      state = evolve(state, parseTicketEvent(event.type, event.data), {
        ticketId,
        occurredAt: new Date(start + index * 60_000),
      });
    }
    return state;
  }

  it('verify, and replay through every status they had when written', async () => {
    // Each ticket plans milestones of its own: their ids are unique across tickets.
    for (const [index] of histories().entries()) {
      const history = histories()[index]!;
      const ticketId = randomUUID();
      await storeAsWrittenBefore(ticketId, history.steps);

      const stored = await loadTicketEvents(db, ticketId);
      expect(stored.map((row) => row.schemaVersion)).toEqual(stored.map(() => 1));
      expect(stored.filter((row) => 'to' in (row.data as object)).map((row) => row.type)).toEqual(
        history.steps
          .filter((step) => step.event.type === 'TicketStatusChanged')
          .map(() => 'TicketStatusChanged'),
      );
      expect(chainProblems(stored), history.name).toEqual([]);

      const statuses = stored.map(
        (_, count) => replay(ticketId, stored.slice(0, count + 1))?.status,
      );
      expect(statuses, history.name).toEqual(history.steps.map((step) => step.status));
      expect(replay(ticketId, stored)).toEqual(replayedAsWrittenNow(ticketId, history.steps));
    }
  });

  it('go on with new commands: the next event links to the old chain and replays with it', async () => {
    const [approved] = histories();
    const ticketId = randomUUID();
    await storeAsWrittenBefore(ticketId, approved!.steps);
    const before = await loadTicketEvents(db, ticketId);
    await rebuildProjections(db);

    // The request closed approved, rated by its customer; its developer rates it now.
    await executeTicketCommand(db, {
      ticketId,
      expectedVersion: before.length,
      command: { type: 'RateTicket', rating: 4, feedback: null },
      actor: otherDeveloper,
    });

    const after = await loadTicketEvents(db, ticketId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ type: 'TicketRated', schemaVersion: 2 });
    expect(chainProblems(after)).toEqual([]);
    const replayed = replay(ticketId, after);
    expect(replayed).toMatchObject({
      status: 'CUSTOMER_APPROVED',
      developerId: cast.otherDeveloper,
      ratedBy: ['customer', 'developer'],
    });
    expect(replayed).toEqual(await readTicketProjection(db, ticketId));
  });

  it("get the projection's later columns filled by their migrations as a replay fills them", async () => {
    for (const history of histories()) await storeAsWrittenBefore(randomUUID(), history.steps);
    await rebuildProjections(db);
    const filled = await sql`select 1 from tickets
      where completed_at is not null or cardinality(stepped_back) > 0`;
    expect(filled.length).toBeGreaterThan(0);
    // As the tables stood before those migrations: the columns empty, then filled by them.
    await sql`update tickets set stepped_back = '{}', completed_at = null`;
    const differing = async () => {
      const ids = await sql<{ id: string }[]>`select id from tickets`;
      const results = await Promise.all(
        ids.map(async ({ id }) =>
          isDeepStrictEqual(
            await readTicketProjection(db, id),
            replay(id, await loadTicketEvents(db, id)),
          ),
        ),
      );
      return results.filter((same) => !same).length;
    };
    expect(await differing()).toBeGreaterThan(0);
    for (const file of ['0026_tickets_stepped_back.sql', '0027_notifications_and_completion.sql']) {
      const statements = (await fs.readFile(path.join(migrationsFolder, file), 'utf8')).split(
        '--> statement-breakpoint',
      );
      for (const statement of statements.filter((text) => /^UPDATE/m.test(text))) {
        await sql.unsafe(statement);
      }
    }
    expect(await differing()).toBe(0);
  });
});
