import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUEST_DIGEST_TASK, sendRequestDigests } from '#server/alerts/request-digest.task.ts';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// New-request alerts (docs/request-alerts.md): the digest mail per developer and setting, the
// count beside Available Requests and what opening it marks as seen.
describe('request alerts', () => {
  // The crontab's own runs would mail on the real clock while a test drives its own: they do
  // nothing here, and each test runs the digest itself at the time it says.
  const { server, admin } = useTestServer({ tasks: { [REQUEST_DIGEST_TASK]: async () => {} } });

  const minutes = (count: number) => count * 60_000;
  const digestAt = (at: Date) => sendRequestDigests({ db: server.db, env: server.env }, at);

  const mailsTo = (person: Pick<Person, 'email'>) =>
    admin<{ subject: string; text: string; html: string }[]>`
      select subject, text, html from outbox_emails where "to" = ${person.email}
      order by created_at, id`;

  let posted = 0;
  /** A request by `customer`, with a title of its own; returns its id. */
  const post = async (customer: Person, categories: string[], title?: string) => {
    posted++;
    const description = `${title ?? `Request ${posted} fails`}\nMore details`;
    const { id } = await customer.api.tickets.createTicket.mutate({
      details: { description, categories: categories as ['web'], budget: `$${posted}0` },
      requestKey: randomUUID(),
    });
    return id;
  };

  /**
   * The notice posting writes for each matching developer (docs/notifications.md#new-requests),
   * made here for the developers named when posting did not write it, so that the digest's rules
   * are tested on their own.
   */
  const noticeFor = async (developers: Person[], ticketId: string) => {
    for (const developer of developers) {
      await admin`
        insert into notifications (user_id, kind, ticket_id, title, href)
        select ${developer.id}, 'new_request', ${ticketId}, 'New request',
          '/dashboard/developer/available'
        where not exists (select 1 from notifications where user_id = ${developer.id}
          and ticket_id = ${ticketId} and kind = 'new_request')`;
    }
  };

  const count = async (developer: Person) => (await developer.api.alerts.newCount.query()).count;

  const setEvery = (developer: Person, mailEvery: 'immediate' | 'hourly' | 'daily' | 'never') =>
    developer.api.alerts.setMailEvery.mutate({ mailEvery });

  it('mails at once one digest gathering what came, then none within 15 minutes', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['backend']);
    const first = await post(customer, ['backend'], 'Queue drops jobs');
    const second = await post(customer, ['backend', 'web'], 'Login <b>loops</b>');
    await noticeFor([developer], first);
    await noticeFor([developer], second);

    const start = new Date();
    await digestAt(start);
    const [mail, ...others] = await mailsTo(developer);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('2 new requests match your categories');
    expect(mail?.text).toContain('• Queue drops jobs — Backend — budget $');
    expect(mail?.text).toContain('• Login <b>loops</b> — Backend, Web — budget $');
    expect(mail?.text).toContain(
      `See Available Requests: ${server.env.publicUrl}/dashboard/developer/available`,
    );
    expect(mail?.text).not.toContain('More details');
    // Markup in a title is text in the HTML part.
    expect(mail?.html).toContain('Login &lt;b&gt;loops&lt;/b&gt;');
    // The notices are marked digested, the developer's last digest recorded.
    const [marks] = await admin<{ undigested: number }[]>`
      select count(*)::int as undigested from notifications
      where user_id = ${developer.id} and digested_at is null`;
    expect(marks?.undigested).toBe(0);

    // A third request within the quarter hour waits for it.
    const third = await post(customer, ['backend'], 'Cron skips a day');
    await noticeFor([developer], third);
    await digestAt(new Date(start.getTime() + minutes(5)));
    await digestAt(new Date(start.getTime() + minutes(14)));
    expect(await mailsTo(developer)).toHaveLength(1);
    await digestAt(new Date(start.getTime() + minutes(15)));
    const mails = await mailsTo(developer);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('A new request matches your categories');
    expect(mails[1]?.text).toContain('• Cron skips a day — Backend');
    expect(mails[1]?.text).not.toContain('Queue drops jobs');
  });

  it('waits an hour for an hourly developer and never mails one who chose never', async () => {
    const customer = await signedInPerson(server, 'customer');
    const hourly = await signedInPerson(server, 'developer', ['infrastructure']);
    const never = await signedInPerson(server, 'developer', ['infrastructure']);
    await setEvery(hourly, 'hourly');
    await setEvery(never, 'never');
    expect(await never.api.alerts.settings.query()).toEqual({ mailEvery: 'never' });

    const first = await post(customer, ['infrastructure']);
    await noticeFor([hourly, never], first);
    const start = new Date();
    await digestAt(start);
    expect(await mailsTo(hourly)).toHaveLength(1);

    const second = await post(customer, ['infrastructure']);
    await noticeFor([hourly, never], second);
    await digestAt(new Date(start.getTime() + minutes(16)));
    await digestAt(new Date(start.getTime() + minutes(59)));
    expect(await mailsTo(hourly)).toHaveLength(1);
    await digestAt(new Date(start.getTime() + minutes(60)));
    expect(await mailsTo(hourly)).toHaveLength(2);

    await digestAt(new Date(start.getTime() + minutes(60 * 48)));
    expect(await mailsTo(never)).toEqual([]);
    // Its notices stay for the bell, neither read nor digested.
    const [left] = await admin<{ undigested: number }[]>`
      select count(*)::int as undigested from notifications
      where user_id = ${never.id} and digested_at is null and read_at is null`;
    expect(left?.undigested).toBe(2);
  });

  it('leaves out what was taken, deleted, read, or is no longer theirs to see', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['android']);
    const rival = await signedInPerson(server, 'developer', ['android']);
    const taken = await post(customer, ['android'], 'Taken by the rival');
    const deleted = await post(customer, ['android'], 'Deleted by its customer');
    const read = await post(customer, ['android'], 'Read in the bell');
    const kept = await post(customer, ['android'], 'Still waiting');
    for (const id of [taken, deleted, read, kept]) await noticeFor([developer], id);
    await rival.api.tickets.grabTicket.mutate({ ticketId: taken, expectedVersion: 1 });
    await customer.api.tickets.deleteTicket.mutate({ ticketId: deleted, expectedVersion: 1 });
    await admin`update notifications set read_at = now()
      where user_id = ${developer.id} and ticket_id = ${read}`;

    await digestAt(new Date());
    const [mail, ...others] = await mailsTo(developer);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('A new request matches your categories');
    expect(mail?.text).toContain('Still waiting');
    for (const gone of ['Taken by the rival', 'Deleted by its customer', 'Read in the bell']) {
      expect(mail?.text).not.toContain(gone);
    }

    // A request offered to another developer alone (hire again) is theirs only: neither counted
    // nor mailed to anyone else. (Its projection's column set here, as an offer would.)
    const offered = await post(customer, ['android'], 'Offered to the rival');
    await noticeFor([developer], offered);
    await admin`update tickets set offered_to = ${rival.id} where id = ${offered}`;
    await developer.api.alerts.seenAvailable.mutate();
    await admin`update request_alerts set available_seen_at = null where user_id = ${developer.id}`;
    expect((await developer.api.alerts.newCount.query()).ticketIds).not.toContain(offered);
    expect((await rival.api.alerts.newCount.query()).ticketIds).toContain(offered);
    await digestAt(new Date(Date.now() + minutes(15)));
    expect(await mailsTo(developer)).toHaveLength(1);

    // A developer suspended since, or who dropped the category, is mailed nothing.
    const suspended = await signedInPerson(server, 'developer', ['android']);
    const moved = await signedInPerson(server, 'developer', ['android']);
    const later = await post(customer, ['android'], 'Posted later');
    await noticeFor([suspended, moved], later);
    await admin`update users set suspended_at = now(), suspension_reason = 'Test'
      where id = ${suspended.id}`;
    await admin`update profiles set supported_categories = '{ios}' where id = ${moved.id}`;
    await digestAt(new Date());
    expect(await mailsTo(suspended)).toEqual([]);
    expect(await mailsTo(moved)).toEqual([]);
  });

  it('alerts, through posting itself, the matching developers who are not suspended', async () => {
    const customer = await signedInPerson(server, 'customer');
    // A category no other test posts in, so that this test's requests are all theirs.
    const matching = await signedInPerson(server, 'developer', ['mobile', 'web']);
    const elsewhere = await signedInPerson(server, 'developer', ['backend']);
    const suspended = await signedInPerson(server, 'developer', ['mobile']);
    await admin`update users set suspended_at = now(), suspension_reason = 'Test'
      where id = ${suspended.id}`;
    await post(customer, ['mobile'], 'Posted for mobile developers');

    const noticed = async (developer: Person) =>
      (
        await admin<{ count: number }[]>`select count(*)::int as count from notifications
          where user_id = ${developer.id} and kind = 'new_request'`
      )[0]?.count;
    expect(await noticed(matching)).toBe(1);
    expect(await noticed(elsewhere)).toBe(0);
    expect(await noticed(suspended)).toBe(0);
    await digestAt(new Date());
    const [mail] = await mailsTo(matching);
    expect(mail?.text).toContain('• Posted for mobile developers — Mobile');
    expect(await mailsTo(elsewhere)).toEqual([]);
    expect(await mailsTo(suspended)).toEqual([]);
  });

  it('sends one mail when two runs go at once', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developers = await Promise.all(
      [1, 2, 3].map(() => signedInPerson(server, 'developer', ['ios'])),
    );
    const id = await post(customer, ['ios']);
    await noticeFor(developers, id);
    const now = new Date();
    await Promise.all([digestAt(now), digestAt(now), digestAt(now)]);
    for (const developer of developers) expect(await mailsTo(developer)).toHaveLength(1);
  });

  it('counts new matching requests until Available Requests is opened, and marks what came since', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['react-native']);
    // Never opened: every matching request in the pool is new to them.
    await post(customer, ['react-native']);
    await post(customer, ['web']);
    expect(await count(developer)).toBe(1);

    expect(await developer.api.alerts.seenAvailable.mutate()).toEqual({ previousSeenAt: null });
    expect(await count(developer)).toBe(0);
    const [seen] = await admin<{ at: Date }[]>`
      select available_seen_at as at from request_alerts where user_id = ${developer.id}`;

    const fresh = await post(customer, ['react-native', 'ios']);
    await post(customer, ['react-native']);
    expect(await count(developer)).toBe(2);
    // One taken meanwhile is no longer new to anyone.
    const rival = await signedInPerson(server, 'developer', ['react-native']);
    await rival.api.tickets.grabTicket.mutate({ ticketId: fresh, expectedVersion: 1 });
    expect(await count(developer)).toBe(1);

    const { previousSeenAt } = await developer.api.alerts.seenAvailable.mutate();
    expect(previousSeenAt?.getTime()).toBe(seen?.at.getTime());
    expect(await count(developer)).toBe(0);

    // Requests the developer saw in the list are not mailed to them afterwards.
    const notice = await post(customer, ['react-native'], 'Seen in the list first');
    await noticeFor([developer], notice);
    await developer.api.alerts.seenAvailable.mutate();
    await digestAt(new Date());
    expect(await mailsTo(developer)).toEqual([]);
  });

  it('is for developers only', async () => {
    const customer = await signedInPerson(server, 'customer');
    for (const call of [
      () => customer.api.alerts.newCount.query(),
      () => customer.api.alerts.settings.query(),
      () => customer.api.alerts.setMailEvery.mutate({ mailEvery: 'never' }),
      () => customer.api.alerts.seenAvailable.mutate(),
    ]) {
      expect(await failureOf(call())).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

// The task as the worker runs it (the crontab's job every minute; here one job, at a given time).
describe('the request digest job', () => {
  const { server, admin } = useTestServer();

  it('mails the due developers when the worker runs it, at the time its payload gives', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    await customer.api.tickets.createTicket.mutate({
      details: { description: 'Run by the worker', categories: ['web'], budget: '$50' },
      requestKey: randomUUID(),
    });
    // A digest went 5 minutes ago: by the clock the next is 10 minutes away, by the payload's
    // time (11 minutes on) it is due.
    await admin`insert into request_alerts (user_id, digest_sent_at)
      values (${developer.id}, now() - interval '5 minutes')`;
    const later = new Date(Date.now() + 11 * 60_000);
    await enqueueJob(server.db, REQUEST_DIGEST_TASK, { now: later.toISOString() });
    const subjects = async () =>
      (
        await admin<{ subject: string }[]>`
          select subject from outbox_emails where "to" = ${developer.email}`
      ).map((mail) => mail.subject);
    await expect
      .poll(subjects, { timeout: 10_000 })
      .toEqual(['A new request matches your categories']);
  });
});
