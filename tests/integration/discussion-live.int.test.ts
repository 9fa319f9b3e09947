import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { drizzle } from 'drizzle-orm/postgres-js';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxSignal, ThreadEvent } from '#shared/domain/discussions/messages.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { MESSAGE_PAGE_SIZE, THREAD_PAGE_SIZE } from '#shared/schemas/discussions.ts';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { inboxFeed } from '#server/discussions/inbox-feed.ts';
import { postMessage } from '#server/discussions/post-message.ts';
import { threadFeed } from '#server/discussions/thread-feed.ts';
import { resolveThread } from '#server/discussions/thread-queries.ts';
import { LiveBus } from '#server/live/live-bus.ts';
import type { RunningServer } from '#server/server.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * Discussions live at scale: a message costs each instance one read however many subscribers
 * hear of it, each subscriber keeping its own authorisation; the inbox signal brings the cards
 * and unread total the viewer would fetch; "Your Tickets" comes a page at a time; a resuming feed
 * replays at most a page. Feeds whose statements are counted (postgres.js's debug hook) beside a
 * real server, its HTTP API and real WebSocket clients.
 */
describe('discussions live', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  let counted: { sql: postgres.Sql; db: Database };
  let bus: LiveBus;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url });
    const sql = postgres(database.url, {
      max: 4,
      onnotice: () => {},
      debug: (_connection, query) => statements.push(query),
    });
    counted = { sql, db: drizzle({ client: sql, schema }) };
    bus = new LiveBus(sql, pino({ level: 'silent' }));
    await bus.start();
  });

  afterAll(async () => {
    await bus.stop();
    await counted.sql.end();
    await server.stop();
    await database.drop();
  });

  /** Statements that read the data (the bus's own NOTIFYs and heartbeats left out). */
  const reads = () => statements.filter((query) => !/pg_notify/.test(query)).length;
  const actor = (person: Person, categories?: string[]): Actor => ({
    id: person.id,
    role: person.role,
    ...(categories ? { categories } : {}),
  });

  const pendingRequest = async (customer: Person) => {
    const ticketId = randomUUID();
    await executeTicketCommand(server.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
      actor: { id: customer.id, role: 'customer' },
    });
    return ticketId;
  };
  const grabbedRequest = async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const ticketId = await pendingRequest(customer);
    await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    return { customer, developer, ticketId };
  };

  /** A conversation's live feed on the counted instance, as the router starts it. */
  const threadFeedOf = async (
    viewer: Actor,
    ref: { ticketId: string; developerId?: string },
    abort: AbortController,
    lastEventId?: number,
  ) => {
    const thread = await resolveThread(counted.db, viewer, ref);
    return threadFeed({ db: counted.db, bus }, viewer, thread, lastEventId, abort.signal);
  };
  const dataOf = (result: IteratorResult<unknown>) =>
    result.done ? null : ((result.value as [string, ThreadEvent])[1] ?? null);

  /** Waits for `count` reads since `base`: the feeds' own first reads, before a change. */
  const settled = async (base: number, count: number) => {
    await expect.poll(() => reads() - base, { timeout: 60_000 }).toBe(count);
  };
  /**
   * Waits until the counted instance's bus has passed on every notice committed so far: PostgreSQL
   * delivers a listener's notifications in commit order, so once a marker published now is heard,
   * an earlier change (e.g. a grab's) can no longer reach a feed started after this.
   */
  const busCaughtUp = async () => {
    const topic = `marker:${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const stop = bus.listen(topic, () => {
        stop();
        resolve();
      });
    });
    await bus.publish(counted.db, { topic, type: 'marker', ids: {} });
    await heard;
  };
  /** Waits for `count` subscribers of `topic` on the counted instance. */
  const listening = async (topic: string, count: number) => {
    await expect.poll(() => bus.listenerCount(topic), { timeout: 60_000 }).toBe(count);
  };

  it('reads a new message once for 100 subscribers of its conversation on one instance, each deciding from that read', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const abort = new AbortController();
    setMaxListeners(0, abort.signal);
    const viewers = Array.from({ length: 100 }, (_, index) =>
      index % 2 === 0 ? actor(customer) : actor(developer, ['web']),
    );
    const feeds = await Promise.all(
      viewers.map((viewer) => threadFeedOf(viewer, { ticketId }, abort)),
    );
    const base = reads();
    const firsts = feeds.map((feed) => feed.next());
    // Each feed reads where the conversation stands (its last seq, then what came after).
    await settled(base, 2 * feeds.length);
    const before = reads();
    const sent = await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Hi',
      files: {},
      messageKey: randomUUID(),
    });

    const heard = (await Promise.all(firsts)).map(dataOf);
    expect(heard).toEqual(
      feeds.map(() => ({ kind: 'message', message: expect.objectContaining({ id: sent.id }) })),
    );
    expect(reads() - before).toBe(1);
    abort.abort();
  });

  it('gives a new message to no subscriber who lost the conversation, from the same one read', async () => {
    const customer = await signedInPerson(server, 'customer');
    const asker = await signedInPerson(server, 'developer', ['web']);
    const grabber = await signedInPerson(server, 'developer', ['web']);
    const ticketId = await pendingRequest(customer);
    await asker.api.discussions.send.mutate({
      ticketId,
      text: 'Is the API yours?',
      files: {},
      messageKey: randomUUID(),
    });
    const question = { ticketId, developerId: asker.id };
    const abort = new AbortController();
    setMaxListeners(0, abort.signal);
    const customerFeeds = await Promise.all(
      Array.from({ length: 10 }, () => threadFeedOf(actor(customer), question, abort)),
    );
    const askerFeeds = await Promise.all(
      Array.from({ length: 10 }, () => threadFeedOf(actor(asker, ['web']), question, abort)),
    );
    const base = reads();
    const customerNext = customerFeeds.map((feed) => feed.next());
    const askerNext = askerFeeds.map((feed) => feed.next());
    // And a real browser of the customer, on the real server.
    const browser = liveClient(server.address, customer.token);
    const browserHeard: ThreadEvent[] = [];
    let browserEnded = false;
    await new Promise<void>((resolve) => {
      browser.client.discussions.onThread.subscribe(question, {
        onStarted: () => resolve(),
        onData: (event) => browserHeard.push(event.data),
        onComplete: () => (browserEnded = true),
      });
    });
    await settled(base, 2 * 20);

    // Another developer takes the request: the customer's question thread leaves their sight.
    await grabber.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    const before = reads();
    const posted = await postMessage(
      server.db,
      {
        ticketId,
        developerId: asker.id,
        authorId: null,
        recipientId: null,
        text: 'Said after the grab',
        attachments: {},
      },
      [customer.id, asker.id],
    );

    // The asker keeps the thread read-only and hears it; the customer's feeds end unheard.
    expect((await Promise.all(askerNext)).map(dataOf)).toEqual(
      askerFeeds.map(() => ({
        kind: 'message',
        message: expect.objectContaining({ id: posted.id }),
      })),
    );
    expect(await Promise.all(customerNext)).toEqual(
      customerFeeds.map(() => ({ done: true, value: undefined })),
    );
    expect(reads() - before).toBe(1);
    await expect.poll(() => browserEnded).toBe(true);
    expect(browserHeard).toEqual([]);
    await browser.close();
    abort.abort();
  });

  it('brings each inbox the viewer’s card and unread total, read once per change for all subscribers', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    // The grab's own notice must not be the first thing these inboxes hear.
    await busCaughtUp();
    const abort = new AbortController();
    setMaxListeners(0, abort.signal);
    const customerInboxes = Array.from({ length: 30 }, () =>
      inboxFeed({ db: counted.db, bus }, actor(customer), abort.signal),
    );
    const developerInboxes = Array.from({ length: 30 }, () =>
      inboxFeed({ db: counted.db, bus }, actor(developer, ['web']), abort.signal),
    );
    const customerNext = customerInboxes.map((feed) => feed.next());
    const developerNext = developerInboxes.map((feed) => feed.next());
    await listening(`inbox:${customer.id}`, 30);
    await listening(`inbox:${developer.id}`, 30);
    const before = reads();
    await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Hello',
      files: {},
      messageKey: randomUUID(),
    });

    const customerHeard = (await Promise.all(customerNext)).map((result) => result.value);
    const developerHeard = (await Promise.all(developerNext)).map((result) => result.value);
    // The conversation, then each of its two parties' unread messages: three statements for 60
    // subscribers.
    expect(reads() - before).toBe(3);
    const customerCards = (await customer.api.discussions.threads.query()).cards;
    expect(customerCards).toHaveLength(1);
    expect(customerCards[0]?.unread).toBe(1);
    expect(customerHeard).toEqual(
      customerInboxes.map(() => ({
        ticketId,
        developerId: developer.id,
        cards: customerCards,
        unread: 1,
      })),
    );
    expect(await customer.api.discussions.unread.query()).toEqual({ total: 1 });
    const developerCards = (await developer.api.discussions.threads.query()).cards;
    expect(developerHeard).toEqual(
      developerInboxes.map(() => ({
        ticketId,
        developerId: developer.id,
        cards: developerCards,
        unread: 0,
      })),
    );
    abort.abort();
  });

  it('keeps a real browser’s inbox equal to what it would fetch: messages, read marks, request changes, lost questions', async () => {
    const customer = await signedInPerson(server, 'customer');
    const asker = await signedInPerson(server, 'developer', ['web']);
    const grabber = await signedInPerson(server, 'developer', ['web']);
    const ticketId = await pendingRequest(customer);
    // The customer has an unread message elsewhere too: the totals count it.
    const elsewhere = await pendingRequest(customer);
    await grabber.api.tickets.grabTicket.mutate({ ticketId: elsewhere, expectedVersion: 1 });
    await grabber.api.discussions.send.mutate({
      ticketId: elsewhere,
      text: 'Hi',
      files: {},
      messageKey: randomUUID(),
    });

    const inbox = async (who: Person) => {
      const { client, close } = liveClient(server.address, who.token);
      const heard: InboxSignal[] = [];
      await new Promise<void>((resolve) => {
        client.discussions.onInbox.subscribe(undefined, {
          onStarted: () => resolve(),
          onData: (signal) => heard.push(signal),
        });
      });
      return { heard, close };
    };
    const customerInbox = await inbox(customer);
    const askerInbox = await inbox(asker);
    /** The viewer's latest signal equals what they would fetch of that request and in total. */
    const heardAsFetched = async (
      who: Person,
      heard: InboxSignal[],
      count: number,
      scope: { developerId: string | null },
    ) => {
      await expect.poll(() => heard.length).toBe(count);
      const signal = heard.at(-1);
      const { cards } = await who.api.discussions.threads.query();
      expect(signal).toEqual({
        ticketId,
        developerId: scope.developerId,
        cards: cards.filter(
          (card) =>
            card.ticketId === ticketId &&
            (scope.developerId === null || card.developerId === scope.developerId),
        ),
        unread: (await who.api.discussions.unread.query()).total,
      });
      return signal as Exclude<InboxSignal, { refresh: true }>;
    };

    await asker.api.discussions.send.mutate({
      ticketId,
      text: 'Is it yours?',
      files: {},
      messageKey: randomUUID(),
    });
    await asker.api.discussions.send.mutate({
      ticketId,
      text: 'And tested?',
      files: {},
      messageKey: randomUUID(),
    });
    const question = { developerId: asker.id };
    expect((await heardAsFetched(customer, customerInbox.heard, 2, question)).unread).toBe(3);
    await heardAsFetched(asker, askerInbox.heard, 2, question);

    const page = await customer.api.discussions.thread.query({ ticketId, developerId: asker.id });
    await customer.api.discussions.markRead.mutate({
      ticketId,
      developerId: asker.id,
      upTo: page.messages.at(-1)!.seq,
    });
    const read = await heardAsFetched(customer, customerInbox.heard, 3, question);
    expect(read.cards[0]?.unread).toBe(0);

    // Another developer takes the request: the customer's question card goes, the grabber's
    // comes; the asker keeps theirs, read-only.
    await asker.api.discussions.send.mutate({
      ticketId,
      text: 'Still there?',
      files: {},
      messageKey: randomUUID(),
    });
    await heardAsFetched(customer, customerInbox.heard, 4, question);
    await grabber.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    const grabbed = await heardAsFetched(customer, customerInbox.heard, 5, { developerId: null });
    expect(grabbed.cards.map((card) => card.developerId)).toEqual([grabber.id]);
    // The asker's unread question no longer counts for the customer; the other request's does.
    expect(grabbed.unread).toBe(1);
    await customerInbox.close();
    await askerInbox.close();
  });

  it('pages "Your Tickets" newest first, each card once, with its unread count', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const count = THREAD_PAGE_SIZE + 5;
    const ticketIds: string[] = [];
    for (let index = 0; index < count; index++) {
      const ticketId = await pendingRequest(customer);
      await executeTicketCommand(server.db, {
        ticketId,
        expectedVersion: 1,
        command: { type: 'GrabTicket' },
        actor: actor(developer, ['web']),
      });
      ticketIds.push(ticketId);
    }
    // Unread messages on the oldest and the newest.
    for (const ticketId of [ticketIds[0]!, ticketIds.at(-1)!]) {
      await developer.api.discussions.send.mutate({
        ticketId,
        text: 'Hi',
        files: {},
        messageKey: randomUUID(),
      });
    }
    const first = await customer.api.discussions.threads.query();
    expect(first.cards).toHaveLength(THREAD_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const second = await customer.api.discussions.threads.query({ cursor: first.next });
    expect(second.next).toBeNull();
    const cards = [...first.cards, ...second.cards];
    expect(cards.map((card) => card.ticketId)).toEqual([...ticketIds].reverse());
    expect(cards.map((card) => card.unread)).toEqual(
      cards.map((_, index) => (index === 0 || index === count - 1 ? 1 : 0)),
    );
    expect(await customer.api.discussions.unread.query()).toEqual({ total: 2 });
  });

  it('replays at most a page of missed messages on resuming, else asks for a reload, then goes on live', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const first = await developer.api.discussions.send.mutate({
      ticketId,
      text: 'One',
      files: {},
      messageKey: randomUUID(),
    });
    const post = (text: string) =>
      postMessage(
        server.db,
        {
          ticketId,
          developerId: developer.id,
          authorId: developer.id,
          recipientId: customer.id,
          text,
          attachments: {},
        },
        [customer.id, developer.id],
      );
    for (let index = 0; index < MESSAGE_PAGE_SIZE; index++) await post(`Missed ${index}`);
    const abort = new AbortController();
    // Exactly a page missed: replayed.
    const replayed = await threadFeedOf(actor(customer), { ticketId }, abort, first.seq);
    const texts: string[] = [];
    for (let index = 0; index < MESSAGE_PAGE_SIZE; index++) {
      const event = dataOf(await replayed.next());
      texts.push(event?.kind === 'message' ? event.message.text : String(event?.kind));
    }
    expect(texts).toEqual(
      Array.from({ length: MESSAGE_PAGE_SIZE }, (_, index) => `Missed ${index}`),
    );
    // One more than a page: a reload, tracked at the newest message, then live messages.
    await post('One too many');
    const resumed = await threadFeedOf(actor(customer), { ticketId }, abort, first.seq);
    const reload = (await resumed.next()).value as unknown as [string, ThreadEvent];
    expect(reload[1]).toEqual({ kind: 'reload' });
    const latest = await customer.api.discussions.thread.query({ ticketId });
    expect(reload[0]).toBe(String(latest.messages.at(-1)?.seq));
    const next = resumed.next();
    await post('Live again');
    expect(dataOf(await next)).toMatchObject({ kind: 'message', message: { text: 'Live again' } });
    abort.abort();
  });
});
