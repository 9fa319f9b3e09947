import { beforeAll, describe, expect, it } from 'vitest';
import { createModerator } from '#server/auth/create-moderator.ts';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import { DECISION_REASON_MAX, type ApplicationListCursor } from '#shared/schemas/moderation.ts';
import { TEXT_NOT_ALLOWED } from '#shared/schemas/text.ts';
import type { DeveloperSpecialty } from '#shared/schemas/waitlist.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { deliveredMail, mailTo, tokenFrom } from '../fixtures/mailbox.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { turnOnTwoStep } from '../fixtures/two-step.ts';

const password = 'a sturdy moderator phrase';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${++sequence}-${Date.now()}@example.com`;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The code's last valid day for an approval made at `time`: 14 days on, UTC. */
const lastValidDayAt = (time: number) => new Date(time + 14 * DAY_MS).toISOString().slice(0, 10);

type Api = Person['api'];

describe('vetting developer applications', () => {
  const { server, admin } = useTestServer({
    env: { TRUST_PROXY: 'true' },
    adminOptions: { max: 1, onnotice: () => {} },
  });
  let moderator: { id: string; api: Api };
  let otherModerator: Api;

  /** Signs a moderator made by the operators' script in through the real sign-in. */
  async function signedInModerator() {
    const email = uniqueEmail('moderator');
    const { id } = await createModerator(server.db, { email, password, firstName: 'Mo' });
    const browser = createBrowserClient(server.address);
    await browser.client.auth.signIn.mutate({ email, password });
    // The console asks for two-step sign-in (docs/accounts.md#two-step-sign-in).
    await turnOnTwoStep(browser.client);
    return { id, api: browser.client };
  }

  /** Sends the public form as a browser would; returns the token of the mailed link. */
  async function send(name: string, email: string, specialty: DeveloperSpecialty, bio?: string) {
    const api = createBrowserClient(server.address).client;
    await api.waitlist.joinDevelopers.mutate({
      name,
      email,
      specialty,
      ...(bio ? { bio } : {}),
    });
    return tokenFrom(await deliveredMail(server.address, email), '/become-unblocker/confirm');
  }

  /**
   * Applies through the public form and confirms from the mailed link, as the address's owner
   * would; returns the application's id.
   */
  async function apply(name: string, specialty: DeveloperSpecialty = 'python', bio?: string) {
    const email = uniqueEmail(name.toLowerCase());
    const token = await send(name, email, specialty, bio);
    await createBrowserClient(server.address).client.waitlist.confirmApplication.mutate({ token });
    const [row] = await admin<{ id: string }[]>`
      select id from waitlist_signups where kind = 'developer' and email = ${email}`;
    if (!row) throw new Error('no application row');
    return { id: row.id, email, name };
  }

  /** Every application, page after page, as the console's scrolling asks for them. */
  async function everyApplication(api: Api) {
    const pages = [];
    let cursor: ApplicationListCursor | null = null;
    do {
      const page = await api.moderation.applications.list.query({ cursor });
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    return { pages, items: pages.flatMap((page) => page.items) };
  }

  beforeAll(async () => {
    moderator = await signedInModerator();
    otherModerator = (await signedInModerator()).api;
  });

  it('lists new applications oldest first, then decided ones latest decision first, with what the console shows', async () => {
    const first = await apply('Ada', 'javascript', 'https://github.com/ada');
    const second = await apply('Brian', 'aiml');
    const third = await apply('Cleo', 'fullstack');
    const fourth = await apply('Dana');
    await moderator.api.moderation.applications.approve.mutate({ id: second.id });
    await moderator.api.moderation.applications.decline.mutate({
      id: fourth.id,
      reason: 'We need public work to look at.',
    });

    const ids = new Set([first.id, second.id, third.id, fourth.id]);
    const list = (await everyApplication(moderator.api)).items.filter((row) => ids.has(row.id));
    expect(list.map((row) => row.name)).toEqual(['Ada', 'Cleo', 'Dana', 'Brian']);
    const [ada, , dana, brian] = list;
    expect(ada).toEqual({
      id: first.id,
      name: 'Ada',
      email: first.email,
      specialty: 'javascript',
      bio: 'https://github.com/ada',
      status: 'new',
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      decidedAt: null,
      declineReason: null,
      inviteExpiresAt: null,
    });
    expect(brian).toMatchObject({
      status: 'invited',
      decidedAt: expect.any(Date),
      declineReason: null,
      inviteExpiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(dana).toMatchObject({
      status: 'declined',
      decidedAt: expect.any(Date),
      declineReason: 'We need public work to look at.',
      inviteExpiresAt: null,
    });
    // Customers on the waiting list are not applications.
    await createBrowserClient(server.address).client.waitlist.joinCustomers.mutate({
      name: 'Casey',
      email: uniqueEmail('casey'),
    });
    const all = (await everyApplication(moderator.api)).items;
    expect(all.every((row) => row.specialty !== null)).toBe(true);
    expect(all.some((row) => row.name === 'Casey')).toBe(false);
  });

  it('pages the list 20 at a time in its order, none skipped or repeated, with the waiting count', async () => {
    // Applications sharing a millisecond (PostgreSQL keeps microseconds; a cursor's JS Date does
    // not), decisions sharing one too, and entries invited before the console (no decision time).
    const rows = [
      ...Array.from({ length: 24 }, (_, i) => ({
        status: 'new',
        created: `2026-01-01T00:00:00.${String(Math.floor(i / 3)).padStart(3, '0')}${i % 3}00Z`,
        decided: null,
      })),
      ...Array.from({ length: 18 }, (_, i) => ({
        status: i % 2 ? 'invited' : 'declined',
        created: '2025-12-01T00:00:00Z',
        decided: `2026-02-01T00:00:00.${String(Math.floor(i / 2)).padStart(3, '0')}${i % 2}00Z`,
      })),
      { status: 'invited', created: '2025-11-01T00:00:00Z', decided: null },
      { status: 'invited', created: '2025-11-02T00:00:00Z', decided: null },
    ];
    const mine = new Map<string, (typeof rows)[number]>();
    for (const [i, row] of rows.entries()) {
      // Sent as text: postgres.js would send a timestamp parameter as a JS Date, in milliseconds.
      const [inserted] = await admin<{ id: string }[]>`
        insert into waitlist_signups
          (kind, name, email, specialty, status, created_at, updated_at, confirmed_at, decided_at)
        values ('developer', ${`Paged ${i}`}, ${uniqueEmail(`paged${i}`)}, 'python', ${row.status},
          ${row.created}::text::timestamptz, ${row.created}::text::timestamptz,
          ${row.created}::text::timestamptz, ${row.decided}::text::timestamptz)
        returning id`;
      mine.set(inserted!.id, row);
    }

    const { pages, items } = await everyApplication(moderator.api);
    expect(pages.slice(0, -1).every((page) => page.items.length === 20)).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const [waiting] = await admin<{ count: number }[]>`
      select count(*)::int as count from waitlist_signups
      where kind = 'developer' and status = 'new' and confirmed_at is not null`;
    expect(pages.map((page) => page.waitingCount)).toEqual(pages.map(() => waiting!.count));

    // The whole list in its order: waiting (applied, then id), then decided (decided, latest
    // first, then id), those without a decision time last.
    const key = (item: (typeof items)[number]) => {
      const decided = item.status !== 'new';
      const at = decided ? (item.decidedAt?.getTime() ?? 0) : item.createdAt.getTime();
      return { decided, at, id: item.id };
    };
    const sorted = [...items].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x.decided !== y.decided) return x.decided ? 1 : -1;
      if (x.at !== y.at) return x.decided ? y.at - x.at : x.at - y.at;
      return x.id < y.id ? -1 : 1;
    });
    expect(items.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
    expect(items.filter((item) => mine.has(item.id))).toHaveLength(rows.length);
    expect(items.at(-1)?.decidedAt).toBeNull();
  });

  it('refuses a cursor that is no application’s', async () => {
    for (const cursor of [
      { decided: false, at: new Date(-8.64e15), id: crypto.randomUUID() },
      { decided: true, at: new Date(), id: 'not-an-id' },
    ]) {
      expect(
        (await failureOf(moderator.api.moderation.applications.list.query({ cursor }))).code,
      ).toBe('BAD_REQUEST');
    }
  });

  it('shows moderators no application until its address’s owner confirms it, and lets none be decided before', async () => {
    const { list, approve, decline } = moderator.api.moderation.applications;
    const waitingBefore = (await list.query({})).waitingCount;
    const email = uniqueEmail('unconfirmed');
    const token = await send('Quinn Unconfirmed', email, 'aiml', 'https://example.com/quinn');
    // An entry sent before confirmation was asked for, never confirmed.
    const [legacy] = await admin<{ id: string }[]>`
      insert into waitlist_signups (kind, name, email, specialty)
      values ('developer', 'Rita Legacy', ${uniqueEmail('legacy')}, 'python') returning id`;

    const shown = (await everyApplication(moderator.api)).items.map((item) => item.name);
    expect(shown).not.toContain('Quinn Unconfirmed');
    expect(shown).not.toContain('Rita Legacy');
    expect((await list.query({})).waitingCount).toBe(waitingBefore);
    const notFound = { code: 'NOT_FOUND', message: 'Application not found' };
    expect(await failureOf(approve.mutate({ id: legacy!.id }))).toMatchObject(notFound);
    expect(await failureOf(decline.mutate({ id: legacy!.id, reason: 'No.' }))).toMatchObject(
      notFound,
    );

    await createBrowserClient(server.address).client.waitlist.confirmApplication.mutate({ token });
    const after = await everyApplication(moderator.api);
    expect(after.items.filter((item) => item.email === email)).toMatchObject([
      { name: 'Quinn Unconfirmed', specialty: 'aiml', bio: 'https://example.com/quinn' },
    ]);
    expect(after.pages[0]?.waitingCount).toBe(waitingBefore + 1);
  });

  it('approves with a single-use developer code valid 14 days, mails it, and the applicant joins as a vetted developer', async () => {
    const applicant = await apply('Grace', 'python');
    const before = Date.now();
    const result = await moderator.api.moderation.applications.approve.mutate({
      id: applicant.id,
    });
    const after = Date.now();
    expect(result.status).toBe('invited');
    expect([lastValidDayAt(before), lastValidDayAt(after)]).toContain(result.inviteExpiresAt);

    const [entry] = await admin<
      { status: string; decided_at: Date; decided_by: string; invite_code: string }[]
    >`select status, decided_at, decided_by, invite_code from waitlist_signups
      where id = ${applicant.id}`;
    expect(entry).toMatchObject({ status: 'invited', decided_by: moderator.id });
    expect(entry?.decided_at).toBeInstanceOf(Date);
    const code = entry?.invite_code ?? '';
    const [row] = await admin`select used, reusable, grants_role, expires_at::text as expires_at
      from beta_access_codes where code = ${code}`;
    expect(row).toEqual({
      used: false,
      reusable: false,
      grants_role: 'developer',
      expires_at: result.inviteExpiresAt,
    });

    // The confirmation of her application came first; the approval is the second mail.
    const mail = await deliveredMail(server.address, applicant.email, 2);
    expect(mail.subject).toBe('You are approved: your Unblock developer invite code');
    expect(mail.text).toContain('Hi Grace,');
    expect(mail.text).toContain('your Python experience');
    expect(mail.text).toContain(`Your invite code: ${code}`);
    const [year, month, day] = result.inviteExpiresAt.split('-').map(Number);
    const longDate = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).toLocaleDateString(
      'en-US',
      { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' },
    );
    expect(mail.text).toContain(`valid until ${longDate} (UTC) and works once`);
    const link = `${server.env.publicUrl}/learn-more?code=${code}#beta-access`;
    expect(mail.text).toContain(`Create your developer account: ${link}`);
    expect(mail.links).toContain(link);
    expect(mail.html).toContain(code);

    // She signs up with the code from the mail and becomes a developer, marked vetted.
    const browser = createBrowserClient(server.address);
    await browser.client.auth.signUp.mutate({
      email: applicant.email,
      password: 'my own sturdy phrase',
      confirmPassword: 'my own sturdy phrase',
      firstName: 'Grace',
      inviteCode: code.toLowerCase(),
    });
    const verification = await deliveredMail(server.address, applicant.email, 3);
    const me = await browser.client.auth.verifyEmail.mutate({
      token: tokenFrom(verification, '/auth/callback'),
    });
    expect(me).toMatchObject({ role: 'developer', vettedAt: expect.any(Date) });
    expect(await browser.client.auth.me.query()).toMatchObject({
      role: 'developer',
      vettedAt: me.vettedAt,
    });
    const [used] = await admin`select used, used_by from beta_access_codes where code = ${code}`;
    expect(used).toEqual({ used: true, used_by: me.id });

    // The code works once.
    const again = await failureOf(
      createBrowserClient(server.address).client.auth.signUp.mutate({
        email: uniqueEmail('second'),
        password: 'my own sturdy phrase',
        confirmPassword: 'my own sturdy phrase',
        inviteCode: code,
      }),
    );
    expect(again).toMatchObject({ message: 'This beta code has already been used' });
  });

  it('leaves a customer who signs up with a customer code unvetted', async () => {
    const { code } = await createInviteCode(server.db);
    const browser = createBrowserClient(server.address);
    const email = uniqueEmail('customer');
    await browser.client.auth.signUp.mutate({
      email,
      password: 'my own sturdy phrase',
      confirmPassword: 'my own sturdy phrase',
      inviteCode: code,
    });
    const verification = await deliveredMail(server.address, email);
    const me = await browser.client.auth.verifyEmail.mutate({
      token: tokenFrom(verification, '/auth/callback'),
    });
    expect(me).toMatchObject({ role: 'customer', vettedAt: null });
  });

  it('declines with a reason, stores it and mails it, and joining again does not reopen it', async () => {
    const applicant = await apply('Hal', 'aiml');
    const reason =
      '  We look for two years of shipped machine learning work.\nPublic repos help.  ';
    expect(
      await moderator.api.moderation.applications.decline.mutate({ id: applicant.id, reason }),
    ).toEqual({ status: 'declined' });

    const [entry] = await admin`select status, decided_by, decline_reason, invite_code
      from waitlist_signups where id = ${applicant.id}`;
    expect(entry).toEqual({
      status: 'declined',
      decided_by: moderator.id,
      decline_reason: reason.trim(),
      invite_code: null,
    });
    const mail = await deliveredMail(server.address, applicant.email, 2);
    expect(mail.subject).toBe('About your Unblock developer application');
    expect(mail.text).toContain('Hi Hal,');
    expect(mail.text).toContain(`Here is why: ${reason.trim()}`);
    expect(mail.text).toContain('You are welcome to apply again later');
    expect(mail.html).toContain('Public repos help.');

    await createBrowserClient(server.address).client.waitlist.joinDevelopers.mutate({
      name: 'Hal 9000',
      email: applicant.email,
      specialty: 'python',
    });
    const [after] = await admin`select name, status, decline_reason from waitlist_signups
      where id = ${applicant.id}`;
    expect(after).toEqual({ name: 'Hal', status: 'declined', decline_reason: reason.trim() });
  });

  it('refuses a second decision, naming the state, and changes nothing', async () => {
    const approved = await apply('Ivy');
    const declined = await apply('Jon');
    const { approve, decline } = moderator.api.moderation.applications;
    await approve.mutate({ id: approved.id });
    await decline.mutate({ id: declined.id, reason: 'Not yet.' });

    const wasApproved = { code: 'CONFLICT', message: 'This application was already approved.' };
    const wasDeclined = { code: 'CONFLICT', message: 'This application was already declined.' };
    expect(await failureOf(approve.mutate({ id: approved.id }))).toMatchObject(wasApproved);
    expect(
      await failureOf(decline.mutate({ id: approved.id, reason: 'Changed my mind.' })),
    ).toMatchObject(wasApproved);
    expect(await failureOf(decline.mutate({ id: declined.id, reason: 'Again.' }))).toMatchObject(
      wasDeclined,
    );
    expect(await failureOf(approve.mutate({ id: declined.id }))).toMatchObject(wasDeclined);

    const rows = await admin`select status, decline_reason from waitlist_signups
      where id in (${approved.id}, ${declined.id}) order by name`;
    expect(rows).toEqual([
      { status: 'invited', decline_reason: null },
      { status: 'declined', decline_reason: 'Not yet.' },
    ]);
    const [codes] = await admin`select count(*)::int as n from waitlist_signups w
      join beta_access_codes c on c.code = w.invite_code where w.id = ${approved.id}`;
    expect(codes?.n).toBe(1);
    // One decision mail each, after the confirmation.
    await deliveredMail(server.address, approved.email, 2);
    expect(await mailTo(server.address, approved.email)).toHaveLength(2);
    expect(await mailTo(server.address, declined.email)).toHaveLength(2);
  });

  it('lets exactly one of two moderators deciding at once through', async () => {
    const applicant = await apply('Kim');
    const results = await Promise.allSettled([
      moderator.api.moderation.applications.approve.mutate({ id: applicant.id }),
      otherModerator.moderation.applications.decline.mutate({ id: applicant.id, reason: 'No.' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toMatchObject({
      message: expect.stringMatching(/^This application was already (approved|declined)\.$/),
    });
    const [codes] = await admin`select count(*)::int as n from beta_access_codes
      where grants_role = 'developer' and code in
        (select invite_code from waitlist_signups where id = ${applicant.id})`;
    const [entry] = await admin`select status from waitlist_signups where id = ${applicant.id}`;
    expect(codes?.n).toBe(entry?.status === 'invited' ? 1 : 0);
  });

  it('answers an unknown id and a customer entry with NOT_FOUND', async () => {
    const { approve, decline } = moderator.api.moderation.applications;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFound = { code: 'NOT_FOUND', message: 'Application not found' };
    expect(await failureOf(approve.mutate({ id: unknown }))).toMatchObject(notFound);
    expect(await failureOf(decline.mutate({ id: unknown, reason: 'No.' }))).toMatchObject(notFound);

    const email = uniqueEmail('waiting-customer');
    await createBrowserClient(server.address).client.waitlist.joinCustomers.mutate({
      name: 'Lee',
      email,
    });
    const [customer] = await admin<{ id: string }[]>`
      select id from waitlist_signups where email = ${email}`;
    expect(await failureOf(approve.mutate({ id: customer?.id ?? '' }))).toMatchObject(notFound);
    const [row] = await admin`select status from waitlist_signups where email = ${email}`;
    expect(row?.status).toBe('new');
  });

  it("refuses malformed input with the schema's texts", async () => {
    const { id } = await apply('Max');
    const { approve, decline } = moderator.api.moderation.applications;
    const badRequest = (message: string) => ({ code: 'BAD_REQUEST', message });
    expect(await failureOf(approve.mutate({ id: 'not-a-uuid' }))).toMatchObject(
      badRequest('Application not found'),
    );
    expect(await failureOf(decline.mutate({ id: 'not-a-uuid', reason: 'No.' }))).toMatchObject(
      badRequest('Application not found'),
    );
    expect(await failureOf(decline.mutate({ id, reason: '' }))).toMatchObject(
      badRequest('A reason is required'),
    );
    expect(await failureOf(decline.mutate({ id, reason: '   ' }))).toMatchObject(
      badRequest('A reason is required'),
    );
    expect(
      await failureOf(decline.mutate({ id, reason: 'x'.repeat(DECISION_REASON_MAX + 1) })),
    ).toMatchObject(badRequest('The reason can be at most 1000 characters'));
    expect(await failureOf(decline.mutate({ id, reason: 'No\u0000pe' }))).toMatchObject(
      badRequest(TEXT_NOT_ALLOWED),
    );
    // The longest reason is accepted.
    await expect(decline.mutate({ id, reason: 'x'.repeat(DECISION_REASON_MAX) })).resolves.toEqual({
      status: 'declined',
    });
  });

  it('refuses customers and developers with FORBIDDEN and signed-out callers with UNAUTHORIZED', async () => {
    const { id } = await apply('Nia');
    // Each call made only when awaited, so no refusal goes unhandled meanwhile.
    const calls = (api: Api) => [
      () => api.moderation.applications.list.query({}),
      () => api.moderation.applications.approve.mutate({ id }),
      () => api.moderation.applications.decline.mutate({ id, reason: 'No.' }),
    ];
    for (const role of ['customer', 'developer'] as const) {
      const person = await signedInPerson(server, role);
      for (const call of calls(person.api)) {
        expect(await failureOf(call())).toEqual({
          code: 'FORBIDDEN',
          reason: undefined,
          message: 'Only moderators can do this.',
        });
      }
    }
    for (const call of calls(createBrowserClient(server.address).client)) {
      expect(await failureOf(call())).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Please sign in to continue.',
      });
    }
    const [row] = await admin`select status, decided_at from waitlist_signups where id = ${id}`;
    expect(row).toEqual({ status: 'new', decided_at: null });
  });
});
