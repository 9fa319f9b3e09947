import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client.ts';
import type { RunningServer } from '#server/server.ts';
import { APPLICATION_LINK_INVALID } from '#shared/schemas/waitlist.ts';
import { deliveredMail, mailTo, tokenFrom, type DevMail } from '../fixtures/mailbox.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';

const json = { 'content-type': 'application/json' };

/** Joins over real HTTP as a browser would, from the client address `ip` (TRUST_PROXY is on). */
function join(server: RunningServer, list: 'Customers' | 'Developers', input: object, ip: string) {
  return fetch(`${server.address}/api/trpc/waitlist.join${list}`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': ip },
    body: JSON.stringify({ json: input }),
  });
}

describe('waitlists and developer applications', () => {
  const { server, admin } = useTestServer({ env: { TRUST_PROXY: 'true' } });
  let moderatorEmail: string;

  beforeAll(async () => {
    const { db, sql } = createDatabase(server.databaseUrl, { max: 1 });
    moderatorEmail = (await insertUser(db, 'moderator')).email;
    await sql.end();
  });

  /** Confirms an application over real HTTP with the token of its mailed link. */
  function confirm(token: string, ip = '10.0.9.1') {
    return fetch(`${server.address}/api/trpc/waitlist.confirmApplication`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': ip },
      body: JSON.stringify({ json: { token } }),
    });
  }

  /** The link's token from the newest confirmation mail to `to` (`count` mails delivered). */
  async function confirmationToken(to: string, count = 1) {
    const mail = await deliveredMail(server.address, to, count);
    expect(mail.subject).toBe('Confirm your Unblock developer application');
    return tokenFrom(mail, '/become-unblocker/confirm');
  }

  /** Every word of a mail: what a stranger's text would have to hide in. */
  const wholeMail = (mail: DevMail) => `${mail.subject}\n${mail.text}\n${mail.html}`;

  const developerRows = (email: string) =>
    admin`select name, email, specialty, bio, status, confirmed_at is not null as confirmed
      from waitlist_signups where kind = 'developer' and lower(email) = lower(${email})`;

  it('mails an applicant a single-use link that echoes nothing typed, and only following it makes the application', async () => {
    const phishing = 'Your account is locked: call +1 555 0100 now';
    const application = {
      name: 'Grace <b>Hopper</b>',
      email: 'grace@example.com',
      specialty: 'python',
      bio: phishing,
    };
    expect((await join(server, 'Developers', application, '10.0.0.1')).status).toBe(200);
    const token = await confirmationToken('grace@example.com');
    const mail = await deliveredMail(server.address, 'grace@example.com');
    expect(mail.text).toContain(
      'Someone applied to join Unblock as a developer with this email address.',
    );
    for (const typed of ['Grace', 'Hopper', phishing, '555', 'Python']) {
      expect(wholeMail(mail)).not.toContain(typed);
    }
    // Nothing is an application yet, and only the link's hash is kept.
    expect(await developerRows('grace@example.com')).toEqual([]);
    const [kept] = await admin`select token_hash from unconfirmed_applications
      where email = 'grace@example.com'`;
    expect(kept?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept?.token_hash).not.toContain(token);
    expect(await mailTo(server.address, moderatorEmail)).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await developerRows('grace@example.com')).toEqual([
      {
        name: 'Grace <b>Hopper</b>',
        email: 'grace@example.com',
        specialty: 'python',
        bio: phishing,
        status: 'new',
        confirmed: true,
      },
    ]);
    const toOperators = await deliveredMail(server.address, moderatorEmail);
    expect(toOperators.subject).toBe('New developer application');
    expect(toOperators.text).toContain('Specialty: Python.');
    expect(toOperators.text).toContain(phishing);

    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    const body = (await again.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe(APPLICATION_LINK_INVALID);
    expect(await mailTo(server.address, moderatorEmail)).toHaveLength(1);
  });

  it('never lets a repeat for an address rewrite its application, in any letter case, and answers it as a first one', async () => {
    const owner = {
      name: 'Ada',
      email: 'ada@example.com',
      specialty: 'javascript',
      bio: 'ada.dev',
    };
    const operatorsBefore = (await mailTo(server.address, moderatorEmail)).length;
    const first = await join(server, 'Developers', owner, '10.0.3.1');
    expect(first.status).toBe(200);
    const firstAnswer: unknown = await first.json();
    expect((await confirm(await confirmationToken(owner.email), '10.0.3.1')).status).toBe(200);
    await deliveredMail(server.address, moderatorEmail, operatorsBefore + 1);

    const phishing = 'Verify your bank details at https://evil.example';
    const stranger = {
      name: 'Mallory',
      email: 'ADA@Example.COM',
      specialty: 'aiml',
      bio: phishing,
    };
    const repeat = await join(server, 'Developers', stranger, '10.0.3.2');
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(firstAnswer);

    expect(await developerRows(owner.email)).toEqual([
      { ...owner, status: 'new', confirmed: true },
    ]);
    // The address's owner hears of it, in words of ours only; nothing waits for a confirmation.
    const mail = await deliveredMail(server.address, 'ADA@Example.COM');
    expect(mail.subject).toBe('Your Unblock developer application');
    expect(mail.text).toContain('nothing changed');
    for (const typed of ['Mallory', phishing, 'evil', 'AI/ML']) {
      expect(wholeMail(mail)).not.toContain(typed);
    }
    const [waiting] = await admin`select count(*)::int as n from unconfirmed_applications
      where email_key = 'ada@example.com'`;
    expect(waiting?.n).toBe(0);

    // Once decided, a repeat does not reopen or rewrite it either.
    await admin`update waitlist_signups set status = 'invited' where email = ${owner.email}`;
    expect((await join(server, 'Developers', stranger, '10.0.3.3')).status).toBe(200);
    await deliveredMail(server.address, 'ADA@Example.COM', 2);
    expect(await developerRows(owner.email)).toEqual([
      { ...owner, status: 'invited', confirmed: true },
    ]);
    expect(await mailTo(server.address, moderatorEmail)).toHaveLength(operatorsBefore + 1);
  });

  it("confirms exactly what was sent with a link: a stranger's earlier application for the address lapses", async () => {
    const stranger = { name: 'Mallory', email: 'BOB@example.com', specialty: 'aiml', bio: 'phish' };
    const owner = { name: 'Bob', email: 'bob@example.com', specialty: 'fullstack' };
    expect((await join(server, 'Developers', stranger, '10.0.4.1')).status).toBe(200);
    const strangersToken = await confirmationToken('BOB@example.com');
    expect((await join(server, 'Developers', owner, '10.0.4.2')).status).toBe(200);
    const ownersToken = await confirmationToken('bob@example.com');

    expect((await confirm(ownersToken)).status).toBe(200);
    expect((await confirm(strangersToken)).status).toBe(400);
    expect(await developerRows('bob@example.com')).toEqual([
      { ...owner, bio: null, status: 'new', confirmed: true },
    ]);
  });

  it('lets no link rewrite a confirmed application, even one that slipped in beside it', async () => {
    const owner = { name: 'Eve', email: 'eve@example.com', specialty: 'python', bio: 'eve.dev' };
    expect((await join(server, 'Developers', owner, '10.0.7.1')).status).toBe(200);
    expect((await confirm(await confirmationToken(owner.email))).status).toBe(200);
    // A stranger's link for the address as two racing confirmations could leave one.
    const token = 'b'.repeat(32);
    await admin`insert into unconfirmed_applications (name, email, specialty, bio, token_hash, expires_at)
      values ('Mallory', 'EVE@example.com', 'aiml', 'phish',
        encode(sha256(${token}::bytea), 'hex'), now() + interval '1 day')`;
    expect((await confirm(token)).status).toBe(200);
    expect(await developerRows(owner.email)).toEqual([
      { ...owner, status: 'new', confirmed: true },
    ]);
  });

  it("replaces an entry nobody confirmed with its owner's confirmed words", async () => {
    // Sent before confirmation was asked for, by anyone.
    await admin`insert into waitlist_signups (kind, name, email, specialty, bio)
      values ('developer', 'Mallory', 'fay@example.com', 'aiml', 'phish')`;
    const owner = { name: 'Fay', email: 'FAY@example.com', specialty: 'javascript' };
    expect((await join(server, 'Developers', owner, '10.0.8.1')).status).toBe(200);
    expect((await confirm(await confirmationToken(owner.email))).status).toBe(200);
    expect(await developerRows(owner.email)).toEqual([
      { ...owner, bio: null, status: 'new', confirmed: true },
    ]);
  });

  it('refuses an expired link and a made-up one, and makes no application', async () => {
    const application = { name: 'Cleo', email: 'cleo@example.com', specialty: 'python' };
    expect((await join(server, 'Developers', application, '10.0.5.1')).status).toBe(200);
    const token = await confirmationToken(application.email);
    await admin`update unconfirmed_applications set expires_at = now() - interval '1 second'
      where email = ${application.email}`;
    for (const link of [token, 'a'.repeat(32)]) {
      const refused = await confirm(link);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: { json: { message: string } } };
      expect(body.error.json.message).toBe(APPLICATION_LINK_INVALID);
    }
    expect(await developerRows(application.email)).toEqual([]);
  });

  it('keeps the first customer entry for an address: a repeat in any letter case changes nothing, and no mail echoes a name', async () => {
    const first = await join(
      server,
      'Customers',
      { name: 'Dora', email: 'dora@example.com' },
      '10.0.6.1',
    );
    expect(first.status).toBe(200);
    const firstAnswer: unknown = await first.json();
    const mail = await deliveredMail(server.address, 'dora@example.com');
    expect(mail.subject).toBe('You are on the Unblock waiting list');
    expect(wholeMail(mail)).not.toContain('Dora');

    const phishing = 'Mallory says: confirm your card at evil.example';
    const repeat = await join(
      server,
      'Customers',
      { name: phishing, email: 'DORA@example.com' },
      '10.0.6.2',
    );
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(firstAnswer);
    const rows = await admin`select name, email from waitlist_signups
      where kind = 'customer' and email_key = 'dora@example.com'`;
    expect(rows).toEqual([{ name: 'Dora', email: 'dora@example.com' }]);
    const second = await deliveredMail(server.address, 'DORA@example.com');
    expect(second.subject).toBe('You are still on the Unblock waiting list');
    for (const typed of ['Mallory', 'evil', 'card']) expect(wholeMail(second)).not.toContain(typed);
  });

  it('refuses a fourth join for one address within the hour, saying how long to wait, and changes nothing', async () => {
    const person = { name: 'Linus', email: 'linus@example.com' };
    await clearOfWindowEnd(60 * 60);
    for (const [index, name] of ['Linus', 'Linus T', 'Linus Tor'].entries()) {
      const response = await join(server, 'Customers', { ...person, name }, `10.0.1.${index}`);
      expect(response.status).toBe(200);
    }
    const refused = await join(server, 'Customers', { ...person, name: 'Mallory' }, '10.0.1.9');
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { json: { message: string } } };
    // The window is the clock's hour: in its last minute the wait is told in seconds, and in its
    // first (when clearOfWindowEnd waited for a new hour) as "1 hour".
    expect(body.error.json.message).toMatch(
      /^Too many attempts\. Please wait \d+ (second|minute|hour)s? and try again\.$/,
    );

    // The first join's name stays: a repeat changes nothing.
    const [row] = await admin`select name from waitlist_signups where email = 'linus@example.com'`;
    expect(row?.name).toBe('Linus');
    // The refusal queued no mail: three confirmations, no fourth.
    await deliveredMail(server.address, 'linus@example.com', 3);
    expect(await mailTo(server.address, 'linus@example.com')).toHaveLength(3);
  });

  it('refuses a flood of different addresses from one client', async () => {
    await clearOfWindowEnd(60 * 60);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await join(
        server,
        'Customers',
        { name: 'Bot', email: `bot-${index}@example.com` },
        '10.0.2.1',
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const [row] =
      await admin`select count(*)::int as n from waitlist_signups where email like 'bot-%'`;
    expect(row?.n).toBe(10);
  });
});
