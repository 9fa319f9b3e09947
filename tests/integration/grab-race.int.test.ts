import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';

// The loser of a grab race hears that another Unblocker took the request, and only a developer
// who could see it in the pool hears it (docs/lifecycle.md#who-may-do-what, docs/forms.md).

describe('a lost grab', () => {
  const { server } = useTestServer();

  async function signedIn(role: 'customer' | 'developer', categories: string[] = []) {
    const user = await insertUser(server.db, role, categories);
    const { token } = await createSession(server.db, user.id);
    return { user, api: createBrowserClient(server.address, { sessionToken: token }).client };
  }

  async function pendingRequest(customerId: string) {
    const ticketId = randomUUID();
    await executeTicketCommand(server.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: { id: customerId, role: 'customer' },
    });
    return ticketId;
  }

  it('is told as taken to a developer who could see it, and as not found to anyone else', async () => {
    const customer = await signedIn('customer');
    const winner = await signedIn('developer', ['web']);
    const loser = await signedIn('developer', ['web', 'backend']);
    const stranger = await signedIn('developer', ['mobile']);
    const ticketId = await pendingRequest(customer.user.id);

    await winner.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });

    expect(
      await failureOf(loser.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 })),
    ).toEqual({
      code: 'CONFLICT',
      reason: 'REQUEST_TAKEN',
      message: 'Another Unblocker took this request first.',
    });
    expect(
      await failureOf(stranger.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 })),
    ).toMatchObject({ code: 'NOT_FOUND', reason: undefined, message: 'Request not found' });
  });

  it('reads as taken afterwards to a developer who could see it, and as not found to others', async () => {
    const customer = await signedIn('customer');
    const winner = await signedIn('developer', ['web']);
    const loser = await signedIn('developer', ['web']);
    const stranger = await signedIn('developer', ['mobile']);
    const ticketId = await pendingRequest(customer.user.id);
    await winner.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });

    // The request's page, read since: the taken request's words, never its data.
    const taken = await failureOf(loser.api.tickets.get.query({ ticketId }));
    expect(taken).toEqual({
      code: 'NOT_FOUND',
      reason: 'REQUEST_TAKEN',
      message: 'Another Unblocker took this request first.',
    });
    expect(await failureOf(stranger.api.tickets.get.query({ ticketId }))).toMatchObject({
      code: 'NOT_FOUND',
      reason: undefined,
      message: 'Request not found',
    });
    expect(
      await failureOf(customer.api.tickets.get.query({ ticketId: randomUUID() })),
    ).toMatchObject({ code: 'NOT_FOUND', reason: undefined });
  });

  it('is not told as taken when the request was deleted', async () => {
    const customer = await signedIn('customer');
    const developer = await signedIn('developer', ['web']);
    const ticketId = await pendingRequest(customer.user.id);
    await customer.api.tickets.deleteTicket.mutate({ ticketId, expectedVersion: 1 });

    expect(
      await failureOf(developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 })),
    ).toMatchObject({ code: 'NOT_FOUND', reason: undefined });
  });

  it('has exactly one winner when two grab at once, and the other hears it was taken', async () => {
    const customer = await signedIn('customer');
    const developers = await Promise.all([
      signedIn('developer', ['web']),
      signedIn('developer', ['web']),
    ]);
    const ticketId = await pendingRequest(customer.user.id);

    const outcomes = await Promise.all(
      developers.map(({ api }) =>
        failureOf(api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 })).catch(
          () => 'won' as const,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome !== 'won')).toMatchObject({
      code: 'CONFLICT',
      reason: 'REQUEST_TAKEN',
    });
  });
});
