import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client.ts';
import type { RunningServer } from '#server/server.ts';
import { deliveredMail, mailTo } from '../fixtures/mailbox.ts';
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

  it('keeps one application per address: joining again updates it, keeps its status, and mails the person each time but the operators once', async () => {
    const application = {
      name: 'Grace',
      email: 'grace@example.com',
      specialty: 'python',
      bio: 'https://github.com/grace',
    };
    expect((await join(server, 'Developers', application, '10.0.0.1')).status).toBe(200);
    const first = await deliveredMail(server.address, 'grace@example.com');
    expect(first.subject).toBe('Your application to Unblock');
    expect(first.text).toContain('Hi Grace,');
    const toOperators = await deliveredMail(server.address, moderatorEmail);
    expect(toOperators.subject).toBe('New developer application');
    expect(toOperators.text).toContain('Specialty: Python.');
    expect(toOperators.text).toContain('https://github.com/grace');

    // A moderator invites her; then she sends the form again with a new specialty.
    await admin`update waitlist_signups set status = 'invited' where email = 'grace@example.com'`;
    const again = { ...application, email: 'GRACE@example.com', specialty: 'aiml', bio: undefined };
    expect((await join(server, 'Developers', again, '10.0.0.1')).status).toBe(200);

    const rows = await admin`select name, email, specialty, bio, status from waitlist_signups
      where kind = 'developer'`;
    expect(rows).toEqual([
      {
        name: 'Grace',
        email: 'grace@example.com',
        specialty: 'aiml',
        bio: null,
        status: 'invited',
      },
    ]);
    const second = await deliveredMail(server.address, 'GRACE@example.com');
    expect(second.subject).toBe('We updated your Unblock application');
    expect(await mailTo(server.address, moderatorEmail)).toHaveLength(1);
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
    // The window is the clock's hour: in its last minute the wait is told in seconds.
    expect(body.error.json.message).toMatch(
      /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/,
    );

    const [row] = await admin`select name from waitlist_signups where email = 'linus@example.com'`;
    expect(row?.name).toBe('Linus Tor');
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
