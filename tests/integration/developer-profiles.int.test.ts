import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, tickets, users } from '#server/db/schema/index.ts';
import { REVIEW_PAGE_SIZE } from '#server/developers/developer-profile.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { completeRequest, grabAndPlan } from '../fixtures/ticket-flow.ts';

// Public developer profiles and fair reviews (docs/profiles.md): what a profile shows, to whom,
// and that a rating shows only once both parties rated or 14 days after completion.

const ONE_HOUR = { description: 'The fix', estimatedMinutes: 60, hourlyRateCents: 5000 };

describe('developer profiles', () => {
  const { server } = useTestServer();
  const visitor = () => createBrowserClient(server.address).client;

  async function named(person: Person, firstName: string, lastName: string, bio?: string) {
    await server.db
      .update(profiles)
      .set({ firstName, lastName, bio: bio ?? null })
      .where(eq(profiles.id, person.id));
  }

  /** A request of `customer` taken by `developer` through to completion; answers its version. */
  const completed = (customer: Person, developer: Person, title?: string) =>
    completeRequest(server, customer, developer, title);

  async function rate(person: Person, ticketId: string, rating: number | null, feedback: string) {
    const { version } = await person.api.tickets.get.query({ ticketId });
    return person.api.tickets.rateTicket.mutate({
      ticketId,
      expectedVersion: version,
      rating,
      feedback,
    });
  }

  /** Moves a request's completion `days` into the past, as if that time had gone by. */
  async function completedDaysAgo(ticketId: string, days: number) {
    await server.db
      .update(tickets)
      .set({ completedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(tickets.id, ticketId));
  }

  it('shows a developer’s profile to anyone, with only the ratings the fair-reviews rule lets show', async () => {
    const developer = await signedInPerson(server, 'developer', ['web', 'ios']);
    const ada = await signedInPerson(server, 'customer');
    const bob = await signedInPerson(server, 'customer');
    await named(developer, 'Grace', 'Hopper', 'Compilers and COBOL.');
    await named(ada, 'Ada', 'Lovelace');
    await named(bob, 'Bob', 'Builder');

    const first = await completed(ada, developer, 'First');
    const second = await completed(bob, developer, 'Second');
    // A request still in progress counts for nothing.
    const { id: open } = await ada.api.tickets.createTicket.mutate({
      details: { description: 'Open one', categories: ['web'], budget: '$5' },
      requestKey: randomUUID(),
    });
    await grabAndPlan(developer, open, [{ title: 'Later', ...ONE_HOUR }]);

    // Only Ada rated: her rating is sealed, on the profile too.
    await rate(ada, first.ticketId, 5, 'Fixed in an hour');
    const sealed = await visitor().developers.profile.query({ id: developer.id });
    expect(sealed).toMatchObject({
      id: developer.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      bio: 'Compilers and COBOL.',
      specialties: ['web', 'ios'],
      record: { completed: 2, count: 0, average: null },
    });
    expect(sealed.memberSince).toBeInstanceOf(Date);
    expect(sealed).not.toHaveProperty('email');
    expect((await visitor().developers.reviews.query({ id: developer.id })).items).toEqual([]);

    // The developer rates Ada back: both rated, so Ada's review shows.
    await rate(developer, first.ticketId, 4, 'Clear brief');
    // Bob rates; the developer never does; 14 days after completion Bob's shows too.
    await rate(bob, second.ticketId, 2, '');
    const before = await visitor().developers.profile.query({ id: developer.id });
    expect(before.record).toEqual({ completed: 2, count: 1, average: 5 });
    await completedDaysAgo(second.ticketId, 15);
    const after = await visitor().developers.profile.query({ id: developer.id });
    expect(after.record).toEqual({ completed: 2, count: 2, average: 3.5 });

    const reviews = await visitor().developers.reviews.query({ id: developer.id });
    // Newest completion first: Ada's request (completed now) before Bob's (15 days ago).
    expect(reviews.items).toEqual([
      { rating: 5, text: 'Fixed in an hour', firstName: 'Ada', completedAt: expect.any(Date) },
      { rating: 2, text: null, firstName: 'Bob', completedAt: expect.any(Date) },
    ]);
    expect(reviews.nextCursor).toBeNull();
    expect(JSON.stringify(reviews)).not.toContain('Lovelace');

    // Profile cards carry the same record, for the ids that have a profile only.
    const cards = await ada.api.developers.cards.query({ ids: [developer.id, ada.id] });
    expect(cards).toEqual([
      {
        id: developer.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        profileImageUrl: null,
        record: { completed: 2, count: 2, average: 3.5 },
      },
    ]);

    // The customer's request card shows the developer's record; the developer's card of Ada shows
    // the rating she received, visible since both rated.
    const [adaCard] = (await ada.api.tickets.mine.query({ which: 'history' })).items;
    expect(adaCard?.otherParty.record).toMatchObject({ count: 2, average: 3.5, completed: 2 });
    const developerCards = (await developer.api.tickets.assigned.query({ which: 'history' })).items;
    const ofAda = developerCards.find((card) => card.id === first.ticketId);
    expect(ofAda?.otherParty.record).toMatchObject({ count: 1, average: 4 });
    const ofBob = developerCards.find((card) => card.id === second.ticketId);
    expect(ofBob?.otherParty.record).toMatchObject({ count: 0, average: null });
  });

  it('pages the reviews, newest first', async () => {
    const developer = await signedInPerson(server, 'developer', ['web']);
    const customer = await signedInPerson(server, 'customer');
    const count = REVIEW_PAGE_SIZE + 2;
    for (let index = 0; index < count; index += 1) {
      const { ticketId } = await completed(customer, developer, `Request ${index}`);
      await rate(customer, ticketId, 1 + (index % 5), `Review ${index}`);
      await completedDaysAgo(ticketId, 30 - index);
    }
    const first = await visitor().developers.reviews.query({ id: developer.id });
    expect(first.items).toHaveLength(REVIEW_PAGE_SIZE);
    expect(first.items[0]?.text).toBe(`Review ${count - 1}`);
    expect(first.nextCursor).not.toBeNull();
    const second = await visitor().developers.reviews.query({
      id: developer.id,
      cursor: first.nextCursor,
    });
    expect(second.items.map((review) => review.text)).toEqual(['Review 1', 'Review 0']);
    expect(second.nextCursor).toBeNull();
  });

  it('answers NOT_FOUND for anyone without a public profile', async () => {
    const customer = await signedInPerson(server, 'customer');
    const moderator = await signedInPerson(server, 'moderator');
    const suspended = await signedInPerson(server, 'developer', ['web']);
    await server.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Abuse' })
      .where(eq(users.id, suspended.id));
    const ids = [
      customer.id,
      moderator.id,
      suspended.id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ];
    for (const id of ids) {
      expect(await failureOf(visitor().developers.profile.query({ id }))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await failureOf(customer.api.developers.reviews.query({ id }))).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(await customer.api.developers.cards.query({ ids: [suspended.id, customer.id] })).toEqual(
      [],
    );
  });

  it('seals a received rating until both rated, or 14 days after completion', async () => {
    const developer = await signedInPerson(server, 'developer', ['web']);
    const customer = await signedInPerson(server, 'customer');
    const both = await completed(customer, developer);
    await rate(customer, both.ticketId, 5, 'Great');
    const sealed = await developer.api.tickets.receivedRating.query({ ticketId: both.ticketId });
    expect(sealed).toEqual({ sealed: true, shownBy: expect.any(Date) });
    expect(JSON.stringify(sealed)).not.toContain('Great');
    const [row] = await server.db
      .select({ completedAt: tickets.completedAt })
      .from(tickets)
      .where(eq(tickets.id, both.ticketId));
    expect((sealed as { shownBy: Date }).shownBy.getTime() - row!.completedAt!.getTime()).toBe(
      14 * 24 * 60 * 60 * 1000,
    );
    // The customer's own rating stays theirs to edit.
    expect(await customer.api.tickets.ownRating.query({ ticketId: both.ticketId })).toEqual({
      rating: 5,
      feedback: 'Great',
    });
    // Nothing from the developer yet: the customer has nothing to receive.
    expect(await customer.api.tickets.receivedRating.query({ ticketId: both.ticketId })).toBeNull();
    // Sealed in the request's history too: the developer reads that they were rated, not what.
    const ratedStep = async (person: Person) =>
      (await person.api.tickets.history.query({ ticketId: both.ticketId })).events.find(
        (event) => event.type === 'TicketRated',
      );
    expect(await ratedStep(developer)).toMatchObject({
      sealed: true,
      data: { by: 'customer', rating: null, feedback: null },
    });
    expect(JSON.stringify(await ratedStep(developer))).not.toContain('Great');
    expect(await ratedStep(customer)).toMatchObject({ data: { rating: 5, feedback: 'Great' } });
    expect(await ratedStep(customer)).not.toHaveProperty('sealed');

    await rate(developer, both.ticketId, 3, 'Slow answers');
    expect(await developer.api.tickets.receivedRating.query({ ticketId: both.ticketId })).toEqual({
      rating: 5,
      feedback: 'Great',
    });
    expect(await ratedStep(developer)).toMatchObject({ data: { rating: 5, feedback: 'Great' } });
    expect(await ratedStep(developer)).not.toHaveProperty('sealed');
    expect(await customer.api.tickets.receivedRating.query({ ticketId: both.ticketId })).toEqual({
      rating: 3,
      feedback: 'Slow answers',
    });

    const lone = await completed(customer, developer, 'Another');
    await rate(customer, lone.ticketId, 4, 'Fine');
    expect(
      await developer.api.tickets.receivedRating.query({ ticketId: lone.ticketId }),
    ).toMatchObject({ sealed: true });
    await completedDaysAgo(lone.ticketId, 14);
    expect(await developer.api.tickets.receivedRating.query({ ticketId: lone.ticketId })).toEqual({
      rating: 4,
      feedback: 'Fine',
    });
  });
});
