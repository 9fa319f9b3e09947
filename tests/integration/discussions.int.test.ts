import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ThreadEvent } from '#shared/domain/discussions/messages.ts';
import { MESSAGE_TEXT_REQUIRED, MESSAGE_TOO_LONG } from '#shared/schemas/discussions.ts';
import { TEXT_NOT_ALLOWED } from '#shared/schemas/text.ts';
import { messages } from '#server/db/schema/index.ts';
import { UNKNOWN_ATTACHMENT_TEXT } from '#server/files/file-access.ts';
import type { RunningServer } from '#server/server.ts';
import { READ_ONLY_TEXT } from '#server/discussions/send-message.ts';
import { NOT_REPORTABLE_TEXT } from '#server/discussions/report-message.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { mailTo } from '../fixtures/mailbox.ts';
import { signedInPerson, uploadFile, type Person } from '../fixtures/people.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { createTestDatabase } from '../setup/test-database.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';

/** Discussions on two real instances of one database: live, read, reported, mailed, guarded. */
describe('discussions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { MESSAGE_EMAIL_DELAY_SECONDS: '1' };
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url, env }),
      startTestServer({ databaseUrl: database.url, env }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await database.drop();
  });

  const pendingRequest = async (customer: Person) => {
    const ticketId = randomUUID();
    await executeTicketCommand(a.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
      actor: { id: customer.id, role: 'customer' },
    });
    return ticketId;
  };

  const grabbedRequest = async () => {
    const customer = await signedInPerson(a, 'customer');
    const developer = await signedInPerson(a, 'developer', ['web']);
    const ticketId = await pendingRequest(customer);
    await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    return { customer, developer, ticketId };
  };

  /** A live feed of one conversation, on instance `server`, from `lastEventId` if given. */
  const watch = async (
    server: RunningServer,
    who: Person,
    ticketId: string,
    lastEventId?: string,
  ) => {
    const { client, close } = liveClient(server.address, who.token);
    const events: Array<{ id: string; data: ThreadEvent }> = [];
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const subscription = client.discussions.onThread.subscribe(
      { ticketId, lastEventId },
      { onStarted: () => started(), onData: (event) => events.push(event) },
    );
    await ready;
    const texts = () =>
      events.flatMap((event) => (event.data.kind === 'message' ? [event.data.message.text] : []));
    return {
      events,
      texts,
      stop: async () => {
        subscription.unsubscribe();
        await close();
      },
    };
  };

  it('delivers messages live both ways across instances, counts unread, marks read, and resumes without gaps or repeats', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const customerFeed = await watch(b, customer, ticketId);
    const developerFeed = await watch(a, developer, ticketId);

    await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Hi, I took your request',
      files: {},
      messageKey: randomUUID(),
    });
    await customer.api.discussions.send.mutate({
      ticketId,
      text: 'Great, thanks!',
      files: {},
      messageKey: randomUUID(),
    });
    await expect.poll(customerFeed.texts).toEqual(['Hi, I took your request', 'Great, thanks!']);
    await expect.poll(developerFeed.texts).toEqual(['Hi, I took your request', 'Great, thanks!']);

    // Each side has one unread message: the other's.
    const [card] = (await customer.api.discussions.threads.query()).cards;
    expect(card).toMatchObject({ ticketId, developerId: developer.id, unread: 1, writable: true });
    expect(card?.other.id).toBe(developer.id);
    // The card shows the description's first line; the conversation's header has all of it.
    expect(card?.title).toBe('Login broken');
    expect(await developer.api.discussions.unread.query()).toEqual({ total: 1 });

    const page = await customer.api.discussions.thread.query({ ticketId });
    expect(page.description).toBe(ticketDetails().description);
    expect(page.messages.map((message) => message.text)).toEqual([
      'Hi, I took your request',
      'Great, thanks!',
    ]);
    await customer.api.discussions.markRead.mutate({ ticketId, upTo: page.messages.at(-1)!.seq });
    expect(await customer.api.discussions.unread.query()).toEqual({ total: 0 });
    // The developer hears how far the customer read ("Seen"); the developer's own stays unread.
    await expect
      .poll(() => developerFeed.events.some((event) => event.data.kind === 'read'))
      .toBe(true);
    expect(await developer.api.discussions.unread.query()).toEqual({ total: 1 });

    // The customer leaves; two messages arrive meanwhile; the feed resumes from the last id.
    const lastId = customerFeed.events.at(-1)!.id;
    await customerFeed.stop();
    await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Found the bug',
      files: {},
      messageKey: randomUUID(),
    });
    await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Fixing it now',
      files: {},
      messageKey: randomUUID(),
    });
    const resumed = await watch(b, customer, ticketId, lastId);
    await expect.poll(resumed.texts).toEqual(['Found the bug', 'Fixing it now']);
    await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Done',
      files: {},
      messageKey: randomUUID(),
    });
    await expect.poll(resumed.texts).toEqual(['Found the bug', 'Fixing it now', 'Done']);
    await resumed.stop();
    await developerFeed.stop();
  });

  it('keeps a developer’s question before a grab private, then makes the grabber’s the discussion and the others read-only', async () => {
    const customer = await signedInPerson(a, 'customer');
    const asker = await signedInPerson(a, 'developer', ['web']);
    const other = await signedInPerson(a, 'developer', ['web']);
    const ticketId = await pendingRequest(customer);

    // "Message Customer" opens an empty conversation the developer may write in.
    expect(await asker.api.discussions.thread.query({ ticketId })).toMatchObject({
      writable: true,
      messages: [],
    });
    await asker.api.discussions.send.mutate({
      ticketId,
      text: 'Is the API yours?',
      files: {},
      messageKey: randomUUID(),
    });
    await other.api.discussions.send.mutate({
      ticketId,
      text: 'Which framework?',
      files: {},
      messageKey: randomUUID(),
    });
    const { cards } = await customer.api.discussions.threads.query();
    expect(cards.map((card) => card.developerId).sort()).toEqual([asker.id, other.id].sort());
    // The customer answers the asker; the other developer cannot read it.
    await customer.api.discussions.send.mutate({
      ticketId,
      developerId: asker.id,
      text: 'Yes, it is',
      files: {},
      messageKey: randomUUID(),
    });
    const othersView = await other.api.discussions.thread.query({ ticketId });
    expect(othersView.messages.map((message) => message.text)).toEqual(['Which framework?']);

    await asker.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    const discussion = await customer.api.discussions.thread.query({ ticketId });
    expect(discussion.developerId).toBe(asker.id);
    expect(discussion.messages.map((message) => message.text)).toEqual([
      'Is the API yours?',
      'Yes, it is',
    ]);
    expect(
      (await customer.api.discussions.threads.query()).cards.map((card) => card.developerId),
    ).toEqual([asker.id]);
    const kept = await other.api.discussions.thread.query({ ticketId });
    expect(kept.writable).toBe(false);
    expect(
      await failureOf(
        other.api.discussions.send.mutate({
          ticketId,
          text: 'Hello?',
          files: {},
          messageKey: randomUUID(),
        }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      message: READ_ONLY_TEXT,
    });
    expect(
      await failureOf(customer.api.discussions.thread.query({ ticketId, developerId: other.id })),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers NOT_FOUND to everyone outside a conversation, for every procedure and the feed', async () => {
    const { ticketId } = await grabbedRequest();
    const strangers = [
      await signedInPerson(a, 'customer'),
      await signedInPerson(a, 'developer', ['web']),
      await signedInPerson(a, 'developer', ['mobile']),
    ];
    const [message] = await a.db
      .insert(messages)
      .values({ ticketId, text: 'secret', authorId: null })
      .returning({ id: messages.id });
    for (const stranger of strangers) {
      const calls = [
        () => stranger.api.discussions.thread.query({ ticketId }),
        () =>
          stranger.api.discussions.send.mutate({
            ticketId,
            text: 'hi',
            files: {},
            messageKey: randomUUID(),
          }),
        () => stranger.api.discussions.markRead.mutate({ ticketId, upTo: 1 }),
        () => stranger.api.discussions.typing.mutate({ ticketId }),
        () => stranger.api.discussions.report.mutate({ messageId: message!.id }),
      ];
      for (const call of calls)
        expect(await failureOf(call())).toMatchObject({ code: 'NOT_FOUND' });
      const { client, close } = liveClient(a.address, stranger.token);
      const error = await new Promise<unknown>((resolve) => {
        client.discussions.onThread.subscribe(
          { ticketId },
          { onError: resolve, onData: () => resolve(null) },
        );
      });
      expect((error as { data?: { code?: string } }).data?.code).toBe('NOT_FOUND');
      await close();
      expect(await stranger.api.discussions.threads.query()).toEqual({ cards: [], next: null });
    }
    // Unknown ids are the same NOT_FOUND.
    const [customer] = strangers;
    expect(
      await failureOf(customer!.api.discussions.thread.query({ ticketId: randomUUID() })),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses empty, oversized, NUL-containing and foreign-file messages with a clear 400, storing nothing', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const upload = await uploadFile(a, developer, 'theirs.txt', 'not yours');
    const { fileKey } = (await upload.json()) as { fileKey: string };
    const messageKey = randomUUID();
    const refusals: Array<[unknown, string]> = [
      [{ ticketId, text: '   ', files: {}, messageKey }, MESSAGE_TEXT_REQUIRED],
      [{ ticketId, text: 'x'.repeat(5001), files: {}, messageKey }, MESSAGE_TOO_LONG],
      [{ ticketId, text: 'null \u0000 byte', files: {}, messageKey }, TEXT_NOT_ALLOWED],
      [
        { ticketId, text: 'look', files: { [fileKey]: 'theirs.txt' }, messageKey },
        UNKNOWN_ATTACHMENT_TEXT,
      ],
      // Without a key a retry could not be told from a new message (docs/operations.md#faults).
      [{ ticketId, text: 'No key', files: {} }, 'The client key must be a UUID.'],
      [{ ticketId, text: 'Bad key', files: {}, messageKey: 'not-a-uuid' }, 'client key'],
    ];
    for (const [input, text] of refusals) {
      const failure = await failureOf(
        customer.api.discussions.send.mutate(
          input as Parameters<typeof customer.api.discussions.send.mutate>[0],
        ),
      );
      expect(failure.code).toBe('BAD_REQUEST');
      expect(failure.message).toContain(text);
    }
    const stored = await a.db.select().from(messages).where(eq(messages.ticketId, ticketId));
    expect(stored).toEqual([]);

    // A message with files and no text is sent (docs/discussions.md), named from our records.
    const mine = await uploadFile(a, customer, 'screenshot.png', 'png bytes');
    const { fileKey: own } = (await mine.json()) as { fileKey: string };
    const sent = await customer.api.discussions.send.mutate({
      ticketId,
      text: '',
      files: { [own]: 'renamed.exe' },
      messageKey: randomUUID(),
    });
    expect(sent.attachments).toEqual({ [own]: 'screenshot.png' });
    const download = await fetch(`${a.address}/api/files/download/${ticketId}/${own}`, {
      headers: { cookie: `unblock_session=${developer.token}` },
    });
    expect(download.status).toBe(200);
  });

  it('mails one message burst once, after the delay, and nothing for messages read meanwhile', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    for (const text of ['One', 'Two', 'Three']) {
      await developer.api.discussions.send.mutate({
        ticketId,
        text,
        files: {},
        messageKey: randomUUID(),
      });
    }
    await expect
      .poll(
        async () =>
          (await mailTo(a.address, customer.email)).filter((mail) =>
            mail.subject.startsWith('New message'),
          ).length,
        { timeout: 10_000 },
      )
      .toBe(1);
    const [mail] = (await mailTo(a.address, customer.email)).filter((m) =>
      m.subject.startsWith('New message'),
    );
    expect(mail?.subject).toBe(`New message for request #${ticketId.slice(-6).toUpperCase()}`);
    expect(mail?.text).toContain('3 new messages');
    expect(mail?.text).toContain('about your request "Login broken"');
    expect(mail?.links.some((link) => new URL(link).pathname === `/discussions/${ticketId}`)).toBe(
      true,
    );

    // Read live before the delay: no mail to the developer.
    const reply = await customer.api.discussions.send.mutate({
      ticketId,
      text: 'Thanks',
      files: {},
      messageKey: randomUUID(),
    });
    await developer.api.discussions.markRead.mutate({ ticketId, upTo: reply.seq });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(
      (await mailTo(a.address, developer.email)).filter((m) => m.subject.startsWith('New message')),
    ).toEqual([]);
  });

  it('reports the other party’s message: flagged, the request to a moderator, moderators mailed; never one’s own or the system’s', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const moderator = await signedInPerson(a, 'moderator');
    const rude = await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Rude words',
      files: {},
      messageKey: randomUUID(),
    });
    const own = await customer.api.discussions.send.mutate({
      ticketId,
      text: 'Mine',
      files: {},
      messageKey: randomUUID(),
    });
    expect(
      await failureOf(customer.api.discussions.report.mutate({ messageId: own.id })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: NOT_REPORTABLE_TEXT,
    });
    expect(await customer.api.discussions.report.mutate({ messageId: rude.id })).toEqual({
      status: 'REQUIRES_MOD_ASSISTANCE',
    });
    const ticket = await customer.api.tickets.get.query({ ticketId });
    expect(ticket.status).toBe('REQUIRES_MOD_ASSISTANCE');
    const page = await developer.api.discussions.thread.query({ ticketId });
    expect(page.messages.find((message) => message.id === rude.id)?.isReported).toBe(true);
    const system = page.messages.find((message) => message.authorId === null);
    expect(system?.text).toBe('A message was reported to the moderators');
    expect(
      await failureOf(developer.api.discussions.report.mutate({ messageId: system!.id })),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    await expect
      .poll(async () => (await mailTo(a.address, moderator.email)).map((mail) => mail.text), {
        timeout: 10_000,
      })
      .toEqual([expect.stringContaining('Rude words')]);
  });

  it('shows the decisions the domain posts as system entries, unread for the other side', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    await developer.api.tickets.addMilestone.mutate({
      ticketId,
      expectedVersion: 2,
      milestone: {
        title: 'Fix',
        description: 'Fix it',
        estimatedMinutes: 60,
        hourlyRateCents: 5000,
      },
    });
    await developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: 3 });
    await customer.api.tickets.requestPlanChanges.mutate({
      ticketId,
      expectedVersion: 4,
      feedback: 'Cheaper please',
    });
    const page = await developer.api.discussions.thread.query({ ticketId });
    expect(page.messages).toMatchObject([
      { authorId: null, text: 'Plan needs revisions\n\nCheaper please' },
    ]);
    expect(await developer.api.discussions.unread.query()).toEqual({ total: 1 });
    expect(await customer.api.discussions.unread.query()).toEqual({ total: 0 });
  });

  it('limits how fast one person posts', async () => {
    const { customer, ticketId } = await grabbedRequest();
    await clearOfWindowEnd(60);
    const results = [];
    for (let index = 0; index < 31; index++) {
      results.push(
        await failureOf(
          customer.api.discussions.send.mutate({
            ticketId,
            text: `m${index}`,
            files: {},
            messageKey: randomUUID(),
          }),
        ).catch(() => 'sent'),
      );
    }
    expect(results.slice(0, 30).every((result) => result === 'sent')).toBe(true);
    expect(results[30]).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
