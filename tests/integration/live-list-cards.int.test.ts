import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListSignal } from '#shared/list-signal.ts';
import { createSession } from '#server/auth/sessions.ts';
import { profiles } from '#server/db/schema/index.ts';
import type { TicketCard } from '#server/tickets/ticket-card.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';

type Names = { firstName: string | null; lastName: string | null; profileImageKey?: string };

/**
 * A change to a request reaches each dashboard with the card that viewer's lists show of it, so
 * no browser asks for it again: the card `tickets.card` gives that viewer, and the one their
 * lists hold (docs/security.md: a customer's address reaches no developer before they take the
 * request). Real WebSocket subscribers on a real server.
 */
describe('live list cards', () => {
  const { server } = useTestServer();

  async function person(
    role: 'customer' | 'developer',
    categories: string[],
    names: Names = { firstName: 'Ada', lastName: 'Lovelace' },
  ) {
    const user = await insertUser(server.db, role, categories);
    await server.db.update(profiles).set(names).where(eq(profiles.id, user.id));
    const { token } = await createSession(server.db, user.id);
    const api = createBrowserClient(server.address, { sessionToken: token }).client;
    const live = liveClient(server.address, token);
    const heard: Array<ListSignal<TicketCard>> = [];
    await new Promise<void>((resolve) => {
      live.client.tickets.onListsChanged.subscribe(undefined, {
        onStarted: () => resolve(),
        onData: (signal) => heard.push(signal),
      });
    });
    return { user, api, heard, close: live.close };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const signalsOf = (viewer: Person, ticketId: string) =>
    viewer.heard.filter((signal) => 'ticketId' in signal && signal.ticketId === ticketId);
  const lastSignal = (viewer: Person, ticketId: string) => signalsOf(viewer, ticketId).at(-1);

  /** Waits for the viewer's latest signal of the request to bring a card that passes `test`. */
  async function cardHeard(
    viewer: Person,
    ticketId: string,
    test: (card: TicketCard | null | undefined) => boolean,
  ) {
    await expect
      .poll(() => {
        const signal = lastSignal(viewer, ticketId);
        return signal !== undefined && 'card' in signal && test(signal.card);
      })
      .toBe(true);
    const signal = lastSignal(viewer, ticketId);
    return signal && 'card' in signal ? signal.card : undefined;
  }

  /** The request's card in every list of the viewer that holds it. */
  async function listed(viewer: Person, ticketId: string) {
    const pages = await Promise.all([
      viewer.api.tickets.mine.query({ which: 'open' }),
      viewer.api.tickets.mine.query({ which: 'history' }),
      viewer.api.tickets.assigned.query({ which: 'open' }),
      viewer.api.tickets.assigned.query({ which: 'history' }),
      viewer.api.tickets.available.query({}),
    ]);
    return pages.flatMap((page) => page.items).filter((item) => item.id === ticketId);
  }

  /** The card a signal brought is the one `tickets.card` gives the viewer and their lists hold. */
  async function expectAsAsked(viewer: Person, ticketId: string, card: TicketCard | null) {
    expect(card).toEqual(await viewer.api.tickets.card.query({ ticketId }));
    expect(await listed(viewer, ticketId)).toEqual(card ? [card] : []);
  }

  it('brings each viewer the card tickets.card gives them, and nothing to a developer who may not see it', async () => {
    // No first name, a picture: the pool's card shows the last name and the picture.
    const customer = await person('customer', [], {
      firstName: null,
      lastName: 'Lovelace',
      profileImageKey: 'avatars/lovelace.png',
    });
    const taker = await person('developer', ['web']);
    const browsing = await person('developer', ['web', 'mobile']);
    const elsewhere = await person('developer', ['mobile']);

    const { id } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Checkout fails\nlog…', categories: ['web'], budget: '$50' },
      requestKey: randomUUID(),
    });

    // The pool's developers: the customer by name and picture, never their address.
    for (const developer of [taker, browsing]) {
      const card = await cardHeard(developer, id, (heard) => heard?.version === 1);
      expect(card).toMatchObject({ id, title: 'Checkout fails', status: 'AWAITING_ASSIGNMENT' });
      expect(card?.otherParty).toEqual({
        firstName: null,
        lastName: 'Lovelace',
        email: null,
        profileImageUrl: expect.stringContaining(`/api/files/avatar/${customer.user.id}`),
        record: { average: null, count: 0, completed: 0 },
      });
      await expectAsAsked(developer, id, card!);
      expect(lastSignal(developer, id)).not.toHaveProperty('own');
    }
    // The customer: their own request, no developer yet.
    const posted = await cardHeard(customer, id, (heard) => heard?.version === 1);
    expect(posted?.otherParty).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      profileImageUrl: null,
      record: null,
    });
    expect(lastSignal(customer, id)).toMatchObject({ own: true });
    await expectAsAsked(customer, id, posted!);

    // Taken: the taker now knows the customer's address, the customer the taker's; the other
    // developer loses sight of it.
    await taker.api.tickets.grabTicket.mutate({ ticketId: id, expectedVersion: 1 });
    const taken = await cardHeard(taker, id, (heard) => heard?.version === 2);
    expect(taken).toMatchObject({ developerId: taker.user.id, status: 'DEVELOPER_PLANNING' });
    expect(taken?.otherParty.email).toBe(customer.user.email);
    expect(signalsOf(taker, id).some((signal) => 'own' in signal && signal.own)).toBe(true);
    await expectAsAsked(taker, id, taken!);
    const withDeveloper = await cardHeard(customer, id, (heard) => heard?.version === 2);
    expect(withDeveloper?.otherParty).toMatchObject({
      lastName: 'Lovelace',
      email: taker.user.email,
    });
    await expectAsAsked(customer, id, withDeveloper!);
    expect(await cardHeard(browsing, id, (heard) => heard === null)).toBeNull();
    await expectAsAsked(browsing, id, null);

    // Given back: in the pool again, the address gone from the card of the one who left it.
    await taker.api.tickets.abandonTicket.mutate({ ticketId: id, expectedVersion: 2 });
    const left = await cardHeard(taker, id, (heard) => heard?.version === 3);
    expect(left).toMatchObject({ developerId: null, otherParty: { email: null } });
    await expectAsAsked(taker, id, left!);
    await expectAsAsked(browsing, id, (await cardHeard(browsing, id, (c) => c?.version === 3))!);
    await expectAsAsked(customer, id, (await cardHeard(customer, id, (c) => c?.version === 3))!);

    // Deleted: gone from every list.
    await customer.api.tickets.deleteTicket.mutate({ ticketId: id, expectedVersion: 3 });
    for (const viewer of [customer, taker, browsing]) {
      expect(await cardHeard(viewer, id, (heard) => heard === null)).toBeNull();
      await expectAsAsked(viewer, id, null);
    }

    // The developer outside the category heard nothing of it: a later request in theirs is the
    // first thing they hear (a pool's changes come in order).
    const { id: later } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'A mobile crash', categories: ['mobile'], budget: '$50' },
      requestKey: randomUUID(),
    });
    await cardHeard(elsewhere, later, (heard) => heard?.version === 1);
    expect(elsewhere.heard.map((signal) => 'ticketId' in signal && signal.ticketId)).toEqual([
      later,
    ]);
    // No developer's signal ever carried the customer's address before they took the request.
    for (const developer of [browsing, elsewhere]) {
      expect(JSON.stringify(developer.heard)).not.toContain(customer.user.email);
    }
    await Promise.all([customer, taker, browsing, elsewhere].map((viewer) => viewer.close()));
  });
});
