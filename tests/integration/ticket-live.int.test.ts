import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

describe('live ticket changes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url }),
      startTestServer({ databaseUrl: database.url }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await database.drop();
  });

  it('reaches a subscriber on another instance, and resumes after a gap without missing or repeating a change', async () => {
    const customer = await insertUser(a.db, 'customer');
    const developer = await insertUser(a.db, 'developer', ['web']);
    const ticketId = randomUUID();
    // The creation's own notice leaves after its commit (docs/decisions/0041-notifications-after-commit.md),
    // so it may still be on its way: heard first, the feed below starts with the grab. A feed
    // that heard it late would tell the page to fetch the ticket once more, which is harmless.
    const created = new Promise<void>((resolve) => {
      const stop = b.bus.listen(`ticket:${ticketId}`, () => {
        stop();
        resolve();
      });
    });
    await executeTicketCommand(a.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: customer,
    });
    await created;
    const { token: customerToken } = await createSession(a.db, customer.id);
    const { token: developerToken } = await createSession(a.db, developer.id);
    const developerApi = createBrowserClient(a.address, { sessionToken: developerToken }).client;

    const received: Array<{ id: string; version: number }> = [];
    const listen = (client: ReturnType<typeof liveClient>['client'], lastEventId?: string) => {
      let started!: () => void;
      const ready = new Promise<void>((resolve) => (started = resolve));
      const subscription = client.tickets.onChanged.subscribe(
        { ticketId, lastEventId },
        {
          onStarted: () => started(),
          onData: (event) => received.push({ id: event.id, version: event.data.version }),
        },
      );
      return { ready, subscription };
    };

    // The customer watches through instance B; the developer acts through instance A.
    const first = liveClient(b.address, customerToken);
    const live = listen(first.client);
    await live.ready;
    await developerApi.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    await expect.poll(() => received.map((change) => change.version)).toEqual([2]);
    live.subscription.unsubscribe();
    await first.close();

    // Two changes while the customer is away…
    await developerApi.tickets.addMilestone.mutate({
      ticketId,
      expectedVersion: 2,
      milestone: { title: 'One', description: 'Work', estimatedMinutes: 60, hourlyRateCents: 5000 },
    });
    await developerApi.tickets.submitPlan.mutate({ ticketId, expectedVersion: 3 });

    // …arrive in order on reconnect, then live changes continue, each exactly once.
    const second = liveClient(b.address, customerToken);
    const resumed = listen(second.client, received.at(-1)?.id);
    await resumed.ready;
    await expect.poll(() => received.map((change) => change.version)).toEqual([2, 3, 4]);
    const customerApi = createBrowserClient(a.address, { sessionToken: customerToken }).client;
    await customerApi.tickets.approvePlan.mutate({ ticketId, expectedVersion: 4 });
    await expect.poll(() => received.map((change) => change.version)).toEqual([2, 3, 4, 5]);
    const ids = received.map((change) => Number(change.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    resumed.subscription.unsubscribe();
    await second.close();
    // Nothing keeps listening once the subscriber is gone.
    await expect.poll(() => b.bus.listenerCount(`ticket:${ticketId}`)).toBe(0);
  });

  it('refuses a subscription to a ticket the viewer may not see', async () => {
    const owner = await insertUser(a.db, 'customer');
    const stranger = await insertUser(a.db, 'customer');
    const ticketId = randomUUID();
    await executeTicketCommand(a.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: owner,
    });
    const { token } = await createSession(a.db, stranger.id);
    const live = liveClient(b.address, token);
    const error = await new Promise<unknown>((resolve) => {
      live.client.tickets.onChanged.subscribe(
        { ticketId },
        { onError: resolve, onData: () => resolve('data') },
      );
    });
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Request not found');
    expect((error as { data?: { code?: string } }).data?.code).toBe('NOT_FOUND');
    await live.close();
  });

  it('tells developers of new tickets in their categories, and customers of changes to theirs', async () => {
    const customer = await insertUser(a.db, 'customer');
    const webDeveloper = await insertUser(a.db, 'developer', ['web']);
    const mobileDeveloper = await insertUser(a.db, 'developer', ['mobile']);
    const tokens = await Promise.all(
      [customer, webDeveloper, mobileDeveloper].map(
        async (user) => (await createSession(a.db, user.id)).token,
      ),
    );
    const heard = new Map<string, string[]>();
    const clients = await Promise.all(
      tokens.map(async (token, index) => {
        const live = liveClient(b.address, token);
        const key = ['customer', 'web', 'mobile'][index]!;
        heard.set(key, []);
        await new Promise<void>((resolve) => {
          live.client.tickets.onListsChanged.subscribe(undefined, {
            onStarted: () => resolve(),
            onData: (change) =>
              heard.get(key)!.push('ticketId' in change ? change.ticketId : 'refresh'),
          });
        });
        return live;
      }),
    );
    const customerApi = createBrowserClient(a.address, { sessionToken: tokens[0] }).client;
    const { id } = await customerApi.tickets.createTicket.mutate({
      details: { description: 'Help', categories: ['web'], budget: '$10' },
      requestKey: randomUUID(),
    });
    await expect.poll(() => heard.get('web')).toEqual([id]);
    await expect.poll(() => heard.get('customer')).toEqual([id]);
    // Nothing reaches a developer outside the ticket's categories.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.get('mobile')).toEqual([]);
    await Promise.all(clients.map((client) => client.close()));
  });
});
