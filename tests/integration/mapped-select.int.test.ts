import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { mappedSelect } from '#server/db/mapped-select.ts';
import { profiles, tickets } from '#server/db/schema/index.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { cardShapes } from '#server/tickets/ticket-queries.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { useTestClient } from '../setup/test-database.ts';

type Shape = (typeof cardShapes)['listWithDeveloper'];

/**
 * ADR 0025: the list cards' rows, mapped by the mapper made from their selection, are the rows
 * drizzle's own `execute` gives for the same statement, to the order of their keys: dates,
 * arrays, SQL values, and the other party of a left join, present, absent (an object of nulls
 * when a column of another table stands in it) or null (drizzle's rule when none does).
 */
describe('mapped selects', () => {
  const client = useTestClient();

  /** Both mappings of `shape`'s rows for `ticketId`, with a placeholder as the pages have. */
  async function bothWays(shape: Shape, ticketId: string) {
    const { db } = client;
    const query = (database: Database) =>
      shape.query(database).where(eq(tickets.id, sql.placeholder('ticketId')));
    const drizzles = await query(db).prepare('mapped_select_test').execute({ ticketId });
    const ours = await mappedSelect(
      db,
      query(db),
      shape.selection,
      cardShapes.LEFT_JOINED,
    )({
      ticketId,
    });
    return { drizzles, ours };
  }

  async function ticketOf(customer: { id: string; role: 'customer' }) {
    const ticketId = randomUUID();
    await executeTicketCommand(client.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web', 'mobile'] }) },
      actor: customer,
    });
    return ticketId;
  }

  it('maps every card shape as drizzle does, with the other party absent, nameless and named', async () => {
    const { db } = client;
    const customer = (await insertUser(db, 'customer')) as { id: string; role: 'customer' };
    const developer = await insertUser(db, 'developer', ['web']);
    const waiting = await ticketOf(customer);
    const taken = await ticketOf(customer);
    await executeTicketCommand(db, {
      ticketId: taken,
      command: { type: 'GrabTicket' },
      actor: { id: developer.id, role: 'developer', categories: ['web'] },
    });

    const compared: unknown[] = [];
    const compare = async (shape: Shape, ticketId: string) => {
      const { drizzles, ours } = await bothWays(shape, ticketId);
      expect(drizzles).toHaveLength(1);
      expect(ours).toEqual(drizzles);
      // The same keys in the same order: the answer's JSON is the same text.
      expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzles));
      expect(ours[0]!.createdAt).toBeInstanceOf(Date);
      compared.push(ours[0]!.otherParty);
    };
    const everyShape = async () => {
      for (const ticketId of [waiting, taken]) {
        await compare(cardShapes.listWithDeveloper, ticketId);
        await compare(cardShapes.listWithCustomer, ticketId);
        await compare(cardShapes.listWithCustomerName, ticketId);
      }
    };

    // The fixture's profiles have no names: the customer's name-only party is null.
    await everyShape();
    await db
      .update(profiles)
      .set({ firstName: 'Ada', lastName: 'Lovelace', profileImageKey: `avatars/${randomUUID()}` })
      .where(eq(profiles.id, customer.id));
    await db
      .update(profiles)
      .set({ firstName: 'Grace', lastName: 'Hopper' })
      .where(eq(profiles.id, developer.id));
    await everyShape();

    // Each case the mapping has was met: null, an object of nulls, a named party with a picture.
    expect(compared).toContainEqual(null);
    expect(compared).toContainEqual({
      firstName: null,
      lastName: null,
      email: null,
      profileImageUrl: null,
    });
    expect(compared).toContainEqual(
      expect.objectContaining({
        firstName: 'Ada',
        email: null,
        profileImageUrl: expect.stringMatching(/^\/api\/files\/avatar\//),
      }),
    );
    expect(compared).toContainEqual(
      expect.objectContaining({ firstName: 'Grace', email: developer.email }),
    );
  });
});
