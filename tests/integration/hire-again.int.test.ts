import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '#server/db/schema/index.ts';
import { END_OFFER_TASK } from '#server/tickets/hire-again.ts';
import { endOfferTask } from '#server/tickets/end-offer.task.ts';
import { HIRE_AGAIN_REFUSED } from '#shared/domain/ticket/hire-again.ts';
import { OFFER_HOURS } from '#shared/domain/ticket/offer.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { completeRequest } from '../fixtures/ticket-flow.ts';

// Hire again (docs/lifecycle.md#hire-again): a request offered to a developer who completed one
// of the customer's is theirs alone (whatever their categories) until they take it or pass, or 48
// hours run out; then every matching developer may take it, and hears of it.

describe('hire again', () => {
  const { server } = useTestServer();

  const newRequests = async (person: Person, ticketId: string) =>
    server.db.select({ title: notifications.title }).from(notifications)
      .where(sql`${notifications.userId} = ${person.id} and ${notifications.ticketId} = ${ticketId}
        and ${notifications.kind} = 'new_request'`);
  const inPool = async (person: Person, ticketId: string) =>
    (await person.api.tickets.available.query({})).items.some((card) => card.id === ticketId);

  /** A customer, the web developer who completed a request of theirs, and a mobile developer. */
  async function cast() {
    const customer = await signedInPerson(server, 'customer');
    const past = await signedInPerson(server, 'developer', ['web']);
    const mobile = await signedInPerson(server, 'developer', ['mobile']);
    await completeRequest(server, customer, past);
    return { customer, past, mobile };
  }

  // A mobile request: the past developer (web only) would never see it but for the offer.
  const mobileRequest = (offerTo?: string) => ({
    details: {
      description: 'App crashes\nOn start',
      categories: ['mobile' as const],
      budget: '$80',
    },
    requestKey: crypto.randomUUID(),
    ...(offerTo ? { offerTo } : {}),
  });

  it('offers the request to the past developer alone until they pass; then matching developers hear of it', async () => {
    const { customer, past, mobile } = await cast();
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(mobileRequest(past.id));

    expect(await inPool(past, ticketId)).toBe(true);
    expect(await inPool(mobile, ticketId)).toBe(false);
    await expect(mobile.api.tickets.get.query({ ticketId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    await expect(
      mobile.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect(await newRequests(past, ticketId)).toEqual([
      { title: expect.stringMatching(/^Offered to you: request #\w{6}: App crashes$/) },
    ]);
    expect(await newRequests(mobile, ticketId)).toEqual([]);

    await past.api.tickets.passOffer.mutate({ ticketId, expectedVersion: 1 });
    expect(await inPool(mobile, ticketId)).toBe(true);
    expect(await inPool(past, ticketId)).toBe(false);
    expect(await newRequests(mobile, ticketId)).toEqual([
      { title: expect.stringMatching(/^New request #\w{6}: App crashes$/) },
    ]);
    expect(await newRequests(past, ticketId)).toHaveLength(1);
    // Passed is passed: the offer does not come back.
    await expect(
      past.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 2 }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    await mobile.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 2 });
  });

  it('lets the past developer take it whatever their categories', async () => {
    const { customer, past } = await cast();
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(mobileRequest(past.id));
    const taken = await past.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    expect(taken.status).toBe('DEVELOPER_PLANNING');
    expect((await past.api.tickets.get.query({ ticketId })).offeredTo).toBeNull();
  });

  it('ends the offer when its time runs out: every matching developer may take it and hears of it', async () => {
    const { customer, past, mobile } = await cast();
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(mobileRequest(past.id));
    // The timer was set with the request, for 48 hours after it was posted.
    const [timer] = await server.db.execute<{ due: string }>(sql`
      select extract(epoch from (j.run_at - t.created_at)) / 3600 as due
      from graphile_worker.jobs j, tickets t
      where j.task_identifier = ${END_OFFER_TASK} and j.key = ${`end-offer:${ticketId}`}
        and t.id = ${ticketId}`);
    expect(Number(timer?.due)).toBeCloseTo(OFFER_HOURS, 3);

    const endOffer = endOfferTask({ db: server.db, env: server.env });
    const helpers = {} as Parameters<typeof endOffer>[1];
    await endOffer({ ticketId }, helpers);
    expect(await inPool(mobile, ticketId)).toBe(true);
    expect(await newRequests(mobile, ticketId)).toHaveLength(1);
    // Run again (a job runs at least once): nothing more happens.
    await endOffer({ ticketId }, helpers);
    expect(await newRequests(mobile, ticketId)).toHaveLength(1);
    const history = await customer.api.tickets.history.query({ ticketId });
    expect(history.events.map((event) => event.type)).toEqual(['TicketCreated', 'OfferEnded']);
  });

  it('offers only to a developer who completed a request of the customer, not suspended', async () => {
    const { customer, past, mobile } = await cast();
    const refused = { data: { code: 'BAD_REQUEST' }, message: HIRE_AGAIN_REFUSED };
    await expect(
      customer.api.tickets.createTicket.mutate(mobileRequest(mobile.id)),
    ).rejects.toMatchObject(refused);
    await expect(
      customer.api.tickets.createTicket.mutate(mobileRequest(customer.id)),
    ).rejects.toMatchObject(refused);
    await expect(
      customer.api.tickets.createTicket.mutate(mobileRequest(crypto.randomUUID())),
    ).rejects.toMatchObject(refused);
    const stranger = await signedInPerson(server, 'customer');
    await expect(
      stranger.api.tickets.createTicket.mutate(mobileRequest(past.id)),
    ).rejects.toMatchObject(refused);

    expect(await customer.api.tickets.hireAgain.query({ developerId: past.id })).toMatchObject({
      id: past.id,
    });
    expect(await customer.api.tickets.hireAgain.query({ developerId: mobile.id })).toBeNull();
    expect(await stranger.api.tickets.hireAgain.query({ developerId: past.id })).toBeNull();
    expect(await past.api.tickets.hireAgain.query({ developerId: past.id })).toBeNull();

    await server.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Test' })
      .where(eq(users.id, past.id));
    expect(await customer.api.tickets.hireAgain.query({ developerId: past.id })).toBeNull();
    await expect(
      customer.api.tickets.createTicket.mutate(mobileRequest(past.id)),
    ).rejects.toMatchObject(refused);
  });
});
