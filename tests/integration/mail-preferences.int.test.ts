import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUEST_DIGEST_TASK, sendRequestDigests } from '#server/alerts/request-digest.task.ts';
import { queueEmailToUser } from '#server/mail/outbox.ts';
import { renderEmail } from '#server/mail/templates/layout.ts';
import { reviewReminderTask } from '#server/tickets/review-timers.task.ts';
import {
  unsubscribeLinks,
  unsubscribeSecret,
  unsubscribeToken,
} from '#server/mail/unsubscribe-token.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { startSmtpSink } from '../fixtures/smtp-sink.ts';
import { approveAndPay, grabAndPlan, startAndSubmit } from '../fixtures/ticket-flow.ts';
import { startTestServer, useTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

interface StoredMail {
  subject: string;
  text: string;
  headers: Record<string, string> | null;
}

// Mail preferences (docs/mail.md): optional mails skipped for those who turned their kind off,
// essential ones always sent; unsubscribe links scoped to one person and one kind.
describe('mail preferences', () => {
  // The digest runs when a test says, not on the crontab's clock.
  const { server, admin } = useTestServer({
    env: { MESSAGE_EMAIL_DELAY_SECONDS: '1' },
    tasks: { [REQUEST_DIGEST_TASK]: async () => {} },
  });

  const mailsTo = (person: Pick<Person, 'email'>) =>
    admin<StoredMail[]>`select subject, text, headers from outbox_emails
      where "to" = ${person.email} order by created_at, id`;
  const messageRows = async (person: Pick<Person, 'id'>) =>
    (
      await admin<{ n: number }[]>`select count(*)::int as n from notifications
        where user_id = ${person.id} and kind = 'message'`
    )[0]?.n ?? 0;
  const messageSubject = (ticketId: string) =>
    `New message for request #${ticketId.slice(-6).toUpperCase()}`;
  /** A request of `customer`'s, taken by `developer` (the grab mails the customer). */
  const takenRequest = async (customer: Person, developer: Person) => {
    const { id } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Build fails\nOn deploy', categories: ['web'], budget: '$50' },
      requestKey: randomUUID(),
    });
    await developer.api.tickets.grabTicket.mutate({ ticketId: id, expectedVersion: 1 });
    return id;
  };
  const signedOut = () => createBrowserClient(server.address).client;
  const tokenOf = (mail: StoredMail | undefined) => {
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    return new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
  };

  it('skips message mails for a person who turned them off, still writing the bell notice and sending essential mails', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    expect(await customer.api.account.mail.preferences.query()).toEqual({
      switches: [
        { kind: 'messages', on: true },
        { kind: 'reminders', on: true },
      ],
      newRequests: null,
    });
    expect(await developer.api.account.mail.preferences.query()).toEqual({
      switches: [{ kind: 'messages', on: true }],
      newRequests: 'immediate',
    });

    await customer.api.account.mail.setPreference.mutate({ kind: 'messages', on: false });
    expect((await customer.api.account.mail.preferences.query()).switches).toEqual([
      { kind: 'messages', on: false },
      { kind: 'reminders', on: true },
    ]);
    const ticketId = await takenRequest(customer, developer);
    await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Hello',
      files: {},
      messageKey: randomUUID(),
    });
    await expect.poll(() => messageRows(customer), { timeout: 10_000 }).toBe(1);
    const quiet = await mailsTo(customer);
    // The grab's notice is essential: sent, and with no unsubscribe headers.
    expect(quiet.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('took your request'),
    ]);
    expect(quiet[0]?.headers).toBeNull();

    // On again: the next message is mailed, with its unsubscribe line and headers.
    await customer.api.account.mail.setPreference.mutate({ kind: 'messages', on: true });
    await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Still there?',
      files: {},
      messageKey: randomUUID(),
    });
    await expect.poll(() => messageRows(customer), { timeout: 10_000 }).toBe(2);
    const [mail] = (await mailsTo(customer)).filter(
      (each) => each.subject === messageSubject(ticketId),
    );
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        new RegExp(`^<${server.env.publicUrl}/api/mail/unsubscribe\\?token=[\\w.-]+>$`),
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const token = tokenOf(mail);
    expect(mail?.text).toContain(
      `Don't want these emails? Unsubscribe: ${server.env.publicUrl}/unsubscribe?token=${token}`,
    );
  });

  it('skips review reminders for a customer who turned them off, still mailing the submission itself', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Push fails\nOn iOS', categories: ['web'], budget: '$50' },
      requestKey: randomUUID(),
    });
    const planned = await grabAndPlan(developer, ticketId, [
      { title: 'Fix it', description: 'The fix', estimatedMinutes: 60, hourlyRateCents: 5000 },
    ]);
    await approveAndPay(customer, ticketId, planned);
    const funded = await customer.api.tickets.get.query({ ticketId });
    const milestoneId = funded.milestones[0]?.id ?? '';
    await startAndSubmit(server, developer, { ticketId, milestoneId, version: funded.version });
    const remind = reviewReminderTask({ db: server.db, env: server.env });
    const helpers = {} as Parameters<typeof remind>[1];
    const inReview = /milestone of your request .* is ready for review/;
    const reviewMails = async () =>
      (await mailsTo(customer)).filter((mail) => inReview.test(mail.subject));

    // The submission's notice (essential), then a reminder with its unsubscribe headers.
    await remind({ ticketId, milestoneId }, helpers);
    const [submitted, reminder] = await reviewMails();
    expect(submitted?.headers).toBeNull();
    expect(reminder?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await signedOut().account.mail.unsubscribe.mutate({ token: tokenOf(reminder) });
    expect((await customer.api.account.mail.preferences.query()).switches).toEqual([
      { kind: 'messages', on: true },
      { kind: 'reminders', on: false },
    ]);
    await remind({ ticketId, milestoneId }, helpers);
    expect(await reviewMails()).toHaveLength(2);
  });

  it('lets a link turn off its own kind for its own person only, refusing altered tokens', async () => {
    const customer = await signedInPerson(server, 'customer');
    const other = await signedInPerson(server, 'customer');
    const secret = await unsubscribeSecret(server.db);
    const token = unsubscribeToken(secret, customer.id, 'messages');
    const [subject = '', signature = ''] = token.split('.');
    const part = (text: string) => Buffer.from(text).toString('base64url');
    // The first character: all six of its bits are the signature's (the last one's lowest bits
    // are padding, which decoding ignores, so changing only those changes nothing).
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      `${part(`${customer.id}:reminders`)}.${signature}`,
      `${part(`${other.id}:messages`)}.${signature}`,
      `${subject}.${flipped}`,
      `${subject}.${part('not a signature')}`,
      unsubscribeToken('another server', customer.id, 'messages'),
    ];
    for (const bad of forged) {
      expect(
        await failureOf(signedOut().account.mail.unsubscribe.mutate({ token: bad })),
      ).toMatchObject({ code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' });
    }
    const untouched = {
      switches: [
        { kind: 'messages', on: true },
        { kind: 'reminders', on: true },
      ],
      newRequests: null,
    };
    expect(await customer.api.account.mail.preferences.query()).toEqual(untouched);

    // Signed out, the real token turns off that one kind, for that one person; again is no error.
    for (let time = 0; time < 2; time++) {
      expect(await signedOut().account.mail.unsubscribe.mutate({ token })).toEqual({
        kind: 'messages',
      });
    }
    expect((await customer.api.account.mail.preferences.query()).switches).toEqual([
      { kind: 'messages', on: false },
      { kind: 'reminders', on: true },
    ]);
    expect(await other.api.account.mail.preferences.query()).toEqual(untouched);
  });

  it('takes the one-click POST through the HTTP server with no cookie and any Origin, on a valid token only', async () => {
    const developer = await signedInPerson(server, 'developer', ['backend']);
    const customer = await signedInPerson(server, 'customer');
    // A new request in the developer's categories: the digest mails them, with its links.
    await customer.api.tickets.createTicket.mutate({
      details: { description: 'Queue stalls\nUnder load', categories: ['backend'], budget: '$90' },
      requestKey: randomUUID(),
    });
    await sendRequestDigests({ db: server.db, env: server.env }, new Date());
    const [digest] = await mailsTo(developer);
    expect(digest?.subject).toBe('A new request matches your categories');
    const oneClick = new URL((digest?.headers?.['List-Unsubscribe'] ?? '').slice(1, -1));
    const at = `${server.address}${oneClick.pathname}${oneClick.search}`;
    const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', headers: { origin: 'https://mail.example', ...headers }, body });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    // Opening the link (a scanner's GET) changes nothing; nor does a body that is not a one-click.
    expect((await fetch(at)).status).not.toBe(200);
    expect((await post(at, 'List-Unsubscribe=Maybe', form)).status).toBe(400);
    const badToken = at.replace(/token=[^.]+/, `token=${Buffer.from('x:y').toString('base64url')}`);
    const bad = await post(badToken, 'List-Unsubscribe=One-Click', form);
    expect(bad.status).toBe(404);
    expect(await bad.text()).toBe('{"error":"Not found"}');
    expect((await developer.api.alerts.settings.query()).mailEvery).toBe('immediate');

    // A foreign page's form post elsewhere is still refused.
    const elsewhere = await post(`${server.address}/api/trpc/account.mail.setPreference`, '{}', {
      'content-type': 'application/json',
    });
    expect(elsewhere.status).toBe(403);

    const done = await post(at, 'List-Unsubscribe=One-Click', form);
    expect(done.status).toBe(200);
    expect((await developer.api.alerts.settings.query()).mailEvery).toBe('never');
    // The same as multipart/form-data, as RFC 8058 prefers: done already, still 200.
    const multipart = new FormData();
    multipart.append('List-Unsubscribe', 'One-Click');
    expect((await post(at, multipart)).status).toBe(200);

    // No more digests for them.
    await customer.api.tickets.createTicket.mutate({
      details: { description: 'Cache misses\nAll of them', categories: ['backend'], budget: '$70' },
      requestKey: randomUUID(),
    });
    await sendRequestDigests(
      { db: server.db, env: server.env },
      new Date(Date.now() + 24 * 60 * 60_000),
    );
    expect(await mailsTo(developer)).toHaveLength(1);
  });
});

describe('unsubscribe headers over SMTP', () => {
  it('reach a real SMTP server with an optional mail', async () => {
    const database = await createTestDatabase();
    const sink = await startSmtpSink();
    let server: RunningServer | undefined;
    try {
      server = await startTestServer({
        databaseUrl: database.url,
        env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://unblock.test' },
      });
      const user = await insertUser(server.db, 'customer');
      const links = unsubscribeLinks(
        server.env,
        await unsubscribeSecret(server.db),
        user.id,
        'reminders',
      );
      await queueEmailToUser(
        server.db,
        user.id,
        renderEmail({
          subject: 'A reminder',
          paragraphs: ['Hi,', 'A milestone waits for your review.'],
          action: { label: 'Open the plan', url: 'https://unblock.test/dashboard' },
          unsubscribe: links,
        }),
      );
      await expect.poll(() => sink.received.length, { timeout: 15_000 }).toBe(1);
      // Unfolded (RFC 5322: a line break before whitespace continues the header).
      const raw = (sink.received[0]?.raw ?? '').replaceAll(/\r\n(?=[ \t])/g, '');
      const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const listUnsubscribe = /^List-Unsubscribe: *(.+)$/m.exec(headers)?.[1]?.replaceAll(' ', '');
      expect(listUnsubscribe).toBe(`<${links.oneClick}>`);
      expect(links.oneClick).toMatch(/^https:\/\/unblock\.test\/api\/mail\/unsubscribe\?token=/);
    } finally {
      await server?.stop();
      await sink.close();
      await database.drop();
    }
  }, 30_000);
});
