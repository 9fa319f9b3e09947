import { eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { createSession } from '#server/auth/sessions.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { createModerator } from '#server/auth/create-moderator.ts';
import { profiles, users } from '#server/db/schema/index.ts';
import { suspendedFlag } from '#server/moderation/suspended-flag.ts';
import type { RunningServer } from '#server/server.ts';
import { ACCOUNT_SUSPENDED, INVALID_CREDENTIALS } from '#shared/auth-messages.ts';
import { DECISION_REASON_MAX } from '#shared/schemas/moderation.ts';
import { ACCOUNT_SUSPENDED_CLOSE_CODE } from '#shared/session-ended.ts';
import { TEXT_NOT_ALLOWED } from '#shared/schemas/text.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { deliveredMail, mailTo, tokenFrom } from '../fixtures/mailbox.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { turnOnTwoStep } from '../fixtures/two-step.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const password = 'a sturdy passphrase';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${++sequence}-${Date.now()}@example.com`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Api = Person['api'];

/**
 * Issue 19 "The console": a suspension ends the person's sessions at once on every instance
 * (their WebSockets included), keeps them from signing in by any path, and is mailed; a lift
 * lets them back in. Two server instances share one database, as in production.
 */
describe('suspending accounts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  let admin: postgres.Sql;
  let moderator: { id: string; api: Api };

  /** Signs a moderator made by the operators' script in through the real sign-in (on A). */
  async function signedInModerator() {
    const email = uniqueEmail('moderator');
    const { id } = await createModerator(a.db, { email, password, firstName: 'Mo' });
    const browser = createBrowserClient(a.address);
    await browser.client.auth.signIn.mutate({ email, password });
    // The console asks for two-step sign-in (docs/accounts.md#two-step-sign-in).
    await turnOnTwoStep(browser.client);
    return { id, email, api: browser.client };
  }

  /** A verified account with a password, so that it can sign in (and be refused) for real. */
  async function account(role: 'customer' | 'developer' = 'customer', firstName = 'Sam') {
    const email = uniqueEmail(role);
    const [user] = await a.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await a.db
      .insert(profiles)
      .values({ id: user.id, userType: role, firstName, lastName: 'Stone' });
    return { id: user.id, email };
  }

  /** A browser on `server` signed in through the real sign-in, with its session token. */
  async function signedIn(server: RunningServer, email: string) {
    const browser = createBrowserClient(server.address);
    await browser.client.auth.signIn.mutate({ email, password });
    const token = browser.cookies().get('unblock_session');
    if (!token) throw new Error('no session cookie');
    return { ...browser, token };
  }

  /** A browser whose session no longer holds: nobody signed in, and what needs one refused. */
  async function expectSignedOut(browser: { client: Api }) {
    expect(await browser.client.auth.me.query()).toBeNull();
    expect(
      await failureOf(
        browser.client.tickets.mine.query({ which: 'open' }).then((page) => page.items),
      ),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  }

  const sessionCount = async (userId: string) =>
    (
      await admin<{ n: number }[]>`select count(*)::int as n from sessions
      where user_id = ${userId}`
    )[0]?.n;

  const suspend = (userId: string, reason = 'Repeated abuse in chat.') =>
    moderator.api.moderation.users.suspend.mutate({ userId, reason });

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } }),
      startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } }),
    ]);
    admin = postgres(database.url, { max: 1, onnotice: () => {} });
    moderator = await signedInModerator();
  });

  afterAll(async () => {
    await admin?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('ends every session at once on every instance: the live subscription is closed within a second and HTTP answers UNAUTHORIZED', async () => {
    const person = await account('customer', 'Sam');
    const onA = await signedIn(a, person.email);
    const onB = await signedIn(b, person.email);
    expect((await onB.client.auth.me.query())?.id).toBe(person.id); // cached on B now
    await expect(
      onB.client.tickets.mine.query({ which: 'open' }).then((page) => page.items),
    ).resolves.toEqual([]);

    // A live list subscription through instance B, as the dashboard holds one.
    const closes: Array<{ code: number | undefined; at: number }> = [];
    const live = liveClient(b.address, onB.token, {
      onClose: (cause) => closes.push({ code: cause?.code, at: Date.now() }),
    });
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const errors: unknown[] = [];
    const subscription = live.client.tickets.onListsChanged.subscribe(undefined, {
      onStarted: () => started(),
      onError: (error) => errors.push(error),
    });
    await ready;
    const socketOnA = await onA.openSocket();
    const socketOnAClosed = new Promise<number>((resolve) => socketOnA.once('close', resolve));

    const result = await suspend(person.id, '  Repeated abuse in chat.  ');
    expect(result).toEqual({
      id: person.id,
      name: 'Sam Stone',
      email: person.email,
      role: 'customer',
      suspendedAt: expect.any(Date),
      suspensionReason: 'Repeated abuse in chat.',
    });

    // Closed by the server as the suspension commits (nothing else would close it).
    await expect.poll(() => closes.length, { timeout: 15_000, interval: 10 }).toBeGreaterThan(0);
    expect(closes[0]?.code).toBe(ACCOUNT_SUSPENDED_CLOSE_CODE);
    expect(await socketOnAClosed).toBe(ACCOUNT_SUSPENDED_CLOSE_CODE);
    // The client reconnects without a valid session and its subscription is refused.
    await expect
      .poll(() => errors.map((error) => (error as { data?: { code?: string } }).data?.code))
      .toContain('UNAUTHORIZED');
    subscription.unsubscribe();
    await live.close();

    for (const browser of [onA, onB]) await expectSignedOut(browser);
    expect(await sessionCount(person.id)).toBe(0);
    const [row] = await admin`select suspended_at, suspended_by, suspension_reason from users
      where id = ${person.id}`;
    expect(row).toEqual({
      suspended_at: result.suspendedAt,
      suspended_by: moderator.id,
      suspension_reason: 'Repeated abuse in chat.',
    });

    const mail = await deliveredMail(a.address, person.email);
    expect(mail.subject).toBe('Your Unblock account is suspended');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain('Here is why: Repeated abuse in chat.');
    expect(mail.text).toContain('support@unblock.dev');
    expect(mail.html).toContain('Here is why: Repeated abuse in chat.');
  });

  it('refuses a suspended account at sign-in, only after the right password, with the appeal address', async () => {
    const person = await account();
    await suspend(person.id);
    const browser = createBrowserClient(a.address);
    expect(
      await failureOf(
        browser.client.auth.signIn.mutate({ email: person.email, password: 'wrong' }),
      ),
    ).toEqual({ code: 'UNAUTHORIZED', reason: undefined, message: INVALID_CREDENTIALS });
    expect(
      await failureOf(browser.client.auth.signIn.mutate({ email: person.email, password })),
    ).toEqual({ code: 'FORBIDDEN', reason: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED });
    expect(ACCOUNT_SUSPENDED).toBe(
      'This account is suspended. Contact support@unblock.dev to appeal.',
    );
    expect(browser.cookies().has('unblock_session')).toBe(false);
    expect(await sessionCount(person.id)).toBe(0);
  });

  it('creates no session through the verification link nor a password reset', async () => {
    // An account that signed up but has not opened its verification link yet.
    const email = uniqueEmail('unverified');
    const signUp = createBrowserClient(a.address);
    const { code } = await createInviteCode(a.db, {});
    await signUp.client.auth.signUp.mutate({
      email,
      password,
      confirmPassword: password,
      inviteCode: code,
    });
    const verifyLink = tokenFrom(await deliveredMail(a.address, email), '/auth/callback');
    const [user] = await admin<{ id: string }[]>`select id from users where email = ${email}`;
    const id = user?.id ?? '';
    await suspend(id);

    const callback = createBrowserClient(a.address);
    expect(await failureOf(callback.client.auth.verifyEmail.mutate({ token: verifyLink }))).toEqual(
      { code: 'FORBIDDEN', reason: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED },
    );
    expect(callback.cookies().has('unblock_session')).toBe(false);
    expect(await sessionCount(id)).toBe(0);

    // A reset changes the password (it signs nobody in); signing in with it is still refused.
    const anonymous = createBrowserClient(a.address);
    await anonymous.client.auth.requestPasswordReset.mutate({ email });
    const resetLink = tokenFrom(await deliveredMail(a.address, email, 3), '/reset-password');
    await anonymous.client.auth.resetPassword.mutate({
      token: resetLink,
      password: 'another sturdy phrase',
      confirmPassword: 'another sturdy phrase',
    });
    expect(
      await failureOf(
        anonymous.client.auth.signIn.mutate({ email, password: 'another sturdy phrase' }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN', message: ACCOUNT_SUSPENDED });
    expect(anonymous.cookies().has('unblock_session')).toBe(false);
    expect(await sessionCount(id)).toBe(0);
  });

  it('never validates a session of a suspended account, however it came to exist', async () => {
    const person = await account();
    await suspend(person.id);
    await expect(createSession(a.db, person.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ACCOUNT_SUSPENDED,
    });
    // A session row written by hand (an old backup, a script): refused by the session check.
    const token = 'a'.repeat(32);
    await admin`insert into sessions (id, user_id, expires_at)
      values (${hashToken(token)}, ${person.id}, now() + interval '1 day')`;
    await expectSignedOut(createBrowserClient(b.address, { sessionToken: token }));
    const errors: unknown[] = [];
    const live = liveClient(b.address, token);
    const refused = new Promise<void>((resolve) => {
      live.client.tickets.onListsChanged.subscribe(undefined, {
        onError: (error) => {
          errors.push(error);
          resolve();
        },
      });
    });
    await refused;
    await live.close();
    expect(errors[0]).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });

  it('waits for a suspension being committed before creating a session, then refuses it', async () => {
    const person = await account();
    const browser = createBrowserClient(a.address);
    let signIn: Promise<unknown> | undefined;
    await admin.begin(async (tx) => {
      await tx`update users set suspended_at = now(), suspension_reason = 'Fraud.'
        where id = ${person.id}`;
      signIn = failureOf(browser.client.auth.signIn.mutate({ email: person.email, password }));
      // The sign-in checked the password against the row as it was, and now waits for the lock.
      await expect
        .poll(
          async () =>
            (
              await tx<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`
            )[0]?.n,
          { timeout: 5_000, interval: 20 },
        )
        .toBeGreaterThan(0);
    });
    expect(await signIn).toMatchObject({ code: 'FORBIDDEN', message: ACCOUNT_SUSPENDED });
    expect(await sessionCount(person.id)).toBe(0);
  });

  it('lifts a suspension: the mark goes, the person is mailed and signs in again', async () => {
    const person = await account('developer', 'Lee');
    await suspend(person.id, 'Spam.');
    const lifted = await moderator.api.moderation.users.lift.mutate({ userId: person.id });
    expect(lifted).toEqual({
      id: person.id,
      name: 'Lee Stone',
      email: person.email,
      role: 'developer',
      suspendedAt: null,
      suspensionReason: null,
    });
    const [row] = await admin`select suspended_at, suspended_by, suspension_reason from users
      where id = ${person.id}`;
    expect(row).toEqual({ suspended_at: null, suspended_by: null, suspension_reason: null });

    const mail = await deliveredMail(a.address, person.email, 2);
    expect(mail.subject).toBe('Your Unblock account is active again');
    expect(mail.text).toContain('Hi Lee,');
    expect(mail.text).toContain('You can sign in again.');

    const back = await signedIn(b, person.email);
    expect((await back.client.auth.me.query())?.id).toBe(person.id);
    await expect(
      back.client.tickets.assigned.query({ which: 'open' }).then((page) => page.items),
    ).resolves.toEqual([]);
  });

  it('shows an account to the console, suspended or not', async () => {
    const person = await account('customer', 'Ira');
    const { get } = moderator.api.moderation.users;
    expect(await get.query({ userId: person.id })).toEqual({
      id: person.id,
      name: 'Ira Stone',
      email: person.email,
      role: 'customer',
      suspendedAt: null,
      suspensionReason: null,
    });
    const suspended = await suspend(person.id, 'Chargebacks.');
    expect(await get.query({ userId: person.id })).toEqual(suspended);
    expect(suspended.suspendedAt).toBeInstanceOf(Date);

    // Without a name, the console shows the email.
    const nameless = await account('customer', '');
    await admin`update profiles set first_name = null, last_name = null where id = ${nameless.id}`;
    expect((await get.query({ userId: nameless.id })).name).toBe(nameless.email);
    expect((await get.query({ userId: moderator.id })).role).toBe('moderator');
  });

  it('refuses oneself, another moderator, a second suspension, a lift of an active account and unknown accounts', async () => {
    const { suspend: suspendCall, lift, get } = moderator.api.moderation.users;
    expect(await failureOf(suspendCall.mutate({ userId: moderator.id, reason: 'Test.' }))).toEqual({
      code: 'BAD_REQUEST',
      reason: undefined,
      message: 'You cannot suspend your own account.',
    });
    const other = await signedInModerator();
    expect(await failureOf(suspendCall.mutate({ userId: other.id, reason: 'Test.' }))).toEqual({
      code: 'FORBIDDEN',
      reason: undefined,
      message: 'A moderator cannot suspend another moderator.',
    });
    expect((await other.api.auth.me.query())?.id).toBe(other.id); // still signed in

    const person = await account();
    expect(await failureOf(lift.mutate({ userId: person.id }))).toEqual({
      code: 'CONFLICT',
      reason: undefined,
      message: 'This account is not suspended.',
    });
    await suspend(person.id, 'First reason.');
    expect(await failureOf(suspend(person.id, 'Second reason.'))).toEqual({
      code: 'CONFLICT',
      reason: undefined,
      message: 'This account is already suspended.',
    });
    expect((await get.query({ userId: person.id })).suspensionReason).toBe('First reason.');
    expect(await mailTo(a.address, person.email)).toHaveLength(1);

    const notFound = { code: 'NOT_FOUND', message: 'User not found' };
    expect(await failureOf(get.query({ userId: UNKNOWN_ID }))).toMatchObject(notFound);
    expect(await failureOf(suspend(UNKNOWN_ID))).toMatchObject(notFound);
    expect(await failureOf(lift.mutate({ userId: UNKNOWN_ID }))).toMatchObject(notFound);
  });

  it('lets exactly one of two moderators suspending at once through', async () => {
    const person = await account();
    const other = await signedInModerator();
    const results = await Promise.allSettled([
      suspend(person.id, 'From one.'),
      other.api.moderation.users.suspend.mutate({ userId: person.id, reason: 'From two.' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ message: 'This account is already suspended.' });
    await deliveredMail(a.address, person.email);
    expect(await mailTo(a.address, person.email)).toHaveLength(1);
  });

  it("refuses malformed input with the schema's texts", async () => {
    const person = await account();
    const { lift, get } = moderator.api.moderation.users;
    const badRequest = (message: string) => ({ code: 'BAD_REQUEST', message });
    expect(await failureOf(get.query({ userId: 'not-a-uuid' }))).toMatchObject(
      badRequest('User not found'),
    );
    expect(await failureOf(lift.mutate({ userId: 'not-a-uuid' }))).toMatchObject(
      badRequest('User not found'),
    );
    expect(await failureOf(suspend('not-a-uuid'))).toMatchObject(badRequest('User not found'));
    expect(await failureOf(suspend(person.id, ''))).toMatchObject(
      badRequest('A reason is required'),
    );
    expect(await failureOf(suspend(person.id, '   '))).toMatchObject(
      badRequest('A reason is required'),
    );
    expect(await failureOf(suspend(person.id, 'x'.repeat(DECISION_REASON_MAX + 1)))).toMatchObject(
      badRequest('The reason can be at most 1000 characters'),
    );
    expect(await failureOf(suspend(person.id, 'No\u0000pe'))).toMatchObject(
      badRequest(TEXT_NOT_ALLOWED),
    );
    expect((await get.query({ userId: person.id })).suspendedAt).toBeNull();
    // The longest reason is accepted.
    await expect(suspend(person.id, 'x'.repeat(DECISION_REASON_MAX))).resolves.toMatchObject({
      suspensionReason: 'x'.repeat(DECISION_REASON_MAX),
    });
  });

  it('refuses customers and developers with FORBIDDEN and signed-out callers with UNAUTHORIZED', async () => {
    const person = await account();
    // Each call made only when awaited, so no refusal goes unhandled meanwhile.
    const calls = (api: Api) => [
      () => api.moderation.users.get.query({ userId: person.id }),
      () => api.moderation.users.suspend.mutate({ userId: person.id, reason: 'No.' }),
      () => api.moderation.users.lift.mutate({ userId: person.id }),
    ];
    for (const role of ['customer', 'developer'] as const) {
      const someone = await signedInPerson(a, role);
      for (const call of calls(someone.api)) {
        expect(await failureOf(call())).toEqual({
          code: 'FORBIDDEN',
          reason: undefined,
          message: 'Only moderators can do this.',
        });
      }
    }
    for (const call of calls(createBrowserClient(a.address).client)) {
      expect(await failureOf(call())).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Please sign in to continue.',
      });
    }
    const [row] = await admin`select suspended_at from users where id = ${person.id}`;
    expect(row).toEqual({ suspended_at: null });
  });

  it('flags suspended parties for the case queue (suspendedFlag), in one-table and joined queries', async () => {
    const active = await account();
    const suspended = await account();
    await suspend(suspended.id);
    const ids = [active.id, suspended.id];
    const expected = new Map([
      [active.id, false],
      [suspended.id, true],
    ]);
    // drizzle writes a one-table query's columns without their table, a joined one's with it.
    const alone = await a.db
      .select({ id: users.id, suspended: suspendedFlag(users.id) })
      .from(users)
      .where(inArray(users.id, ids));
    expect(new Map(alone.map((row) => [row.id, row.suspended]))).toEqual(expected);
    const joined = await a.db
      .select({
        id: profiles.id,
        suspended: suspendedFlag(profiles.id),
        nobody: suspendedFlag(sql`null::uuid`),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(inArray(profiles.id, ids));
    expect(new Map(joined.map((row) => [row.id, row.suspended]))).toEqual(expected);
    expect(joined.map((row) => row.nobody)).toEqual([false, false]);
  });
});
