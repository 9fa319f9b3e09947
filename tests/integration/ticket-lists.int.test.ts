import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TICKET_PAGE_SIZE, type TicketListCursor } from '#shared/schemas/tickets.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { eq } from 'drizzle-orm';
import { createSession } from '#server/auth/sessions.ts';
import { profiles } from '#server/db/schema/index.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';

/** Lists come a page at a time, and one request's card can be read for live updates. */
describe('paged ticket lists', () => {
  const { server } = useTestServer();

  async function signedIn(role: 'customer' | 'developer', categories: string[] = []) {
    const user = await insertUser(server.db, role, categories);
    // A name, as cards show it (the fixture's profiles have none).
    await server.db
      .update(profiles)
      .set({ firstName: 'Ada', lastName: `Lovelace ${role}` })
      .where(eq(profiles.id, user.id));
    const { token } = await createSession(server.db, user.id);
    return { user, api: createBrowserClient(server.address, { sessionToken: token }).client };
  }

  /** `count` requests of `customer`, several made in the same millisecond (ties on the cursor). */
  async function requests(customer: Actor, count: number, category = 'web') {
    const ids: string[] = [];
    const start = Date.UTC(2026, 10, 1, 9);
    for (let index = 0; index < count; index++) {
      const ticketId = randomUUID();
      await executeTicketCommand(server.db, {
        ticketId,
        command: { type: 'CreateTicket', details: ticketDetails({ categories: [category] }) },
        actor: customer,
        // Three requests per millisecond: only the id orders them.
        now: new Date(start + Math.floor(index / 3)),
      });
      ids.push(ticketId);
    }
    return ids;
  }

  /** Every page of a list, following its cursors. */
  async function allPages<Item extends { id: string }>(
    page: (cursor: TicketListCursor | null) => Promise<{
      items: Item[];
      nextCursor: TicketListCursor | null;
    }>,
  ) {
    const pages: Item[][] = [];
    let cursor: TicketListCursor | null = null;
    do {
      const answer = await page(cursor);
      pages.push(answer.items);
      cursor = answer.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it('pages a customer’s requests newest first, 20 at a time, none skipped or repeated', async () => {
    const owner = await signedIn('customer');
    const ids = await requests(owner.user, 45);

    const pages = await allPages((cursor) =>
      owner.api.tickets.mine.query({ which: 'open', cursor }),
    );

    expect(pages.map((page) => page.length)).toEqual([TICKET_PAGE_SIZE, TICKET_PAGE_SIZE, 5]);
    const listed = pages.flat();
    // Newest first; requests of one millisecond by id, descending.
    const expected = listed
      .map((item) => item)
      .sort((a, b) =>
        b.createdAt.getTime() !== a.createdAt.getTime()
          ? b.createdAt.getTime() - a.createdAt.getTime()
          : b.id.localeCompare(a.id),
      );
    expect(listed.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(new Set(listed.map((item) => item.id))).toEqual(new Set(ids));
    expect((await owner.api.tickets.mine.query({ which: 'history' })).items).toEqual([]);
  });

  it('pages the pool for a developer, with the customer’s name and never their address', async () => {
    const customer = await signedIn('customer');
    const developer = await signedIn('developer', ['backend']);
    const ids = await requests(customer.user, 25, 'backend');
    await requests(customer.user, 3, 'mobile');

    const pages = await allPages((cursor) => developer.api.tickets.available.query({ cursor }));

    expect(pages.map((page) => page.length)).toEqual([TICKET_PAGE_SIZE, 5]);
    const listed = pages.flat();
    expect(new Set(listed.map((item) => item.id))).toEqual(new Set(ids));
    expect(listed.map((item) => item.otherParty)).toEqual(
      listed.map(() => ({
        firstName: 'Ada',
        lastName: 'Lovelace customer',
        email: null,
        profileImageUrl: null,
        // Her track record (docs/profiles.md#profile-cards): nothing completed or rated yet.
        record: { average: null, count: 0, completed: 0 },
      })),
    );
  });

  it('gives one request’s card to whoever may see it, and null to anyone else', async () => {
    const owner = await signedIn('customer');
    const stranger = await signedIn('customer');
    const browsing = await signedIn('developer', ['web']);
    const elsewhere = await signedIn('developer', ['mobile']);
    const [ticketId] = await requests(owner.user, 1);

    const card = await owner.api.tickets.card.query({ ticketId: ticketId! });
    const [listed] = (await owner.api.tickets.mine.query({ which: 'open' })).items;
    expect(card).toEqual(listed);

    const seen = await browsing.api.tickets.card.query({ ticketId: ticketId! });
    expect(seen).toMatchObject({
      id: ticketId,
      otherParty: { firstName: 'Ada', lastName: 'Lovelace customer', email: null },
    });

    expect(await stranger.api.tickets.card.query({ ticketId: ticketId! })).toBeNull();
    expect(await elsewhere.api.tickets.card.query({ ticketId: ticketId! })).toBeNull();
    expect(await owner.api.tickets.card.query({ ticketId: randomUUID() })).toBeNull();

    // Once taken, the customer's address reaches the developer who took it, as their list gives.
    await browsing.api.tickets.grabTicket.mutate({ ticketId: ticketId!, expectedVersion: 1 });
    const taken = await browsing.api.tickets.card.query({ ticketId: ticketId! });
    const [assigned] = (await browsing.api.tickets.assigned.query({ which: 'open' })).items;
    expect(taken).toEqual(assigned);
    expect(taken?.otherParty.email).toBe(owner.user.email);
  });

  it('carries what a card shows of a description: its first line, cut at 200 characters', async () => {
    const customer = await signedIn('customer');
    // A category no other case of this file posts in, so the pool holds these two only.
    const developer = await signedIn('developer', ['infrastructure']);
    // A pasted log under a short first line, and a first line longer than any card shows.
    const log = `Checkout crashes on submit\n${'TypeError: x is undefined at pay.ts:12\n'.repeat(200)}`;
    const long = 'é'.repeat(150) + '😀'.repeat(100) + '\nrest';
    for (const description of [log, long]) {
      await executeTicketCommand(server.db, {
        ticketId: randomUUID(),
        command: {
          type: 'CreateTicket',
          details: ticketDetails({ description, categories: ['infrastructure'] }),
        },
        actor: customer.user,
      });
    }

    const [newest, oldest] = (await customer.api.tickets.mine.query({ which: 'open' })).items;
    expect(oldest!.title).toBe('Checkout crashes on submit');
    expect(newest!.title).toBe('é'.repeat(150) + '😀'.repeat(50));
    expect(oldest).not.toHaveProperty('description');
    const { items: pool } = await developer.api.tickets.available.query({});
    expect(pool.map((item) => item.title)).toEqual([newest!.title, oldest!.title]);
    const card = await developer.api.tickets.card.query({ ticketId: oldest!.id });
    expect(card?.title).toBe('Checkout crashes on submit');
    // The whole description stays where the request is read whole.
    const ticket = await developer.api.tickets.get.query({ ticketId: oldest!.id });
    expect(ticket.description).toBe(log);
  });

  it('refuses a cursor that is not one', async () => {
    const owner = await signedIn('customer');
    for (const cursor of [
      { createdAt: new Date(Number.NaN), id: randomUUID() },
      // Out of PostgreSQL's range: refused as input, not failed as a query.
      { createdAt: new Date(-8.64e15), id: randomUUID() },
      { createdAt: new Date(8.64e15), id: randomUUID() },
      { createdAt: new Date(), id: 'x\u0000' },
    ]) {
      expect(
        await failureOf(owner.api.tickets.mine.query({ which: 'open', cursor })),
      ).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});
