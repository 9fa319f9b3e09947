import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import { SIGN_IN_PER_ACCOUNT } from '#server/auth/limits.ts';
import { createSession } from '#server/auth/sessions.ts';
import { EMAIL_TAKEN } from '#shared/auth-messages.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { deliveredMail, mailTo, tokenFrom } from '../fixtures/mailbox.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';

const password = 'correct horse';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${++sequence}-${Date.now()}@example.com`;

describe('accounts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  let admin: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
    admin = postgres(database.url, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await admin.end();
    await server.stop();
    await database.drop();
  });

  const newCode = async (options: Parameters<typeof createInviteCode>[1] = {}) =>
    (await createInviteCode(server.db, options)).code;

  /** Signs up and verifies through the mailed link; returns the signed-in browser. */
  async function verifiedUser(options: { role?: 'customer' | 'developer' } = {}) {
    const browser = createBrowserClient(server.address);
    const email = uniqueEmail(options.role ?? 'customer');
    const inviteCode = await newCode({ grantsRole: options.role ?? 'customer' });
    await browser.client.auth.signUp.mutate({
      email,
      password,
      confirmPassword: password,
      inviteCode,
    });
    const mail = await deliveredMail(server.address, email);
    await browser.client.auth.verifyEmail.mutate({ token: tokenFrom(mail, '/auth/callback') });
    return { browser, email };
  }

  describe('sign-up with invite codes', () => {
    it('creates an unverified customer, mails a verification link built from PUBLIC_URL, and signs in on verification', async () => {
      const browser = createBrowserClient(server.address);
      const email = uniqueEmail('ada');
      const code = await newCode();
      const result = await browser.client.auth.signUp.mutate({
        email: ` ${email.toUpperCase()} `,
        password,
        confirmPassword: password,
        firstName: 'Ada',
        lastName: 'Lovelace',
        inviteCode: code.toLowerCase(),
      });
      expect(result).toEqual({ status: 'verification-needed', email });
      expect(await browser.client.auth.me.query()).toBeNull();

      const mail = await deliveredMail(server.address, email);
      expect(mail.subject).toBe('Confirm your email for Unblock');
      expect(mail.text).toContain('Hi Ada,');
      const link = mail.links.find((href) => href.includes('/auth/callback'));
      expect(link).toMatch(
        new RegExp(
          `^${server.address.replace('127.0.0.1', 'localhost')}/auth/callback#token=[a-z2-7]{32}$`,
        ),
      );

      const page = await (await fetch(`${server.address}/dev/mailbox`)).text();
      expect(page).toContain(`<a href="${link}">`);

      const me = await browser.client.auth.verifyEmail.mutate({
        token: tokenFrom(mail, '/auth/callback'),
      });
      expect(me).toMatchObject({ email, role: 'customer', firstName: 'Ada', lastName: 'Lovelace' });
      expect(await browser.client.auth.me.query()).toMatchObject({ email });

      const cookie = browser.rawCookie('unblock_session') ?? '';
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      const [session] = await admin`select id from sessions where user_id = ${me.id}`;
      // Only the hash is stored, never the token the browser holds.
      expect(session?.id).not.toBe(browser.cookies().get('unblock_session'));
      expect(session?.id).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a verification link twice', async () => {
      const browser = createBrowserClient(server.address);
      const email = uniqueEmail('twice');
      await browser.client.auth.signUp.mutate({
        email,
        password,
        confirmPassword: password,
        inviteCode: await newCode(),
      });
      const token = tokenFrom(await deliveredMail(server.address, email), '/auth/callback');
      await browser.client.auth.verifyEmail.mutate({ token });
      expect(await failureOf(browser.client.auth.verifyEmail.mutate({ token }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Email verification failed. Please try again or contact support.',
      });
    });

    it('lets exactly one of two racing sign-ups use a single-use code', async () => {
      const code = await newCode();
      const attempt = (label: string) =>
        createBrowserClient(server.address).client.auth.signUp.mutate({
          email: uniqueEmail(label),
          password,
          confirmPassword: password,
          inviteCode: code,
        });
      const results = await Promise.allSettled([attempt('racer-a'), attempt('racer-b')]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((result) => result.status === 'rejected');
      expect(rejected?.reason).toMatchObject({ message: 'This beta code has already been used' });

      const [row] = await admin<{ used: boolean; used_by: string }[]>`
        select used, used_by from beta_access_codes where code = ${code}`;
      expect(row?.used).toBe(true);
      const accounts = await admin<
        { id: string }[]
      >`select id from users where email like 'racer-%'`;
      expect(accounts.map((account) => account.id)).toEqual([row?.used_by]);
    });

    it("answers unknown, used and expired codes with the product's texts and creates no account", async () => {
      const signUp = (inviteCode: string, email = uniqueEmail('bad-code')) =>
        failureOf(
          createBrowserClient(server.address).client.auth.signUp.mutate({
            email,
            password,
            confirmPassword: password,
            inviteCode,
          }),
        );
      expect(await signUp('NOSUCHCODE')).toMatchObject({ message: 'Invalid beta code' });

      const used = await newCode();
      await createBrowserClient(server.address).client.auth.signUp.mutate({
        email: uniqueEmail('first'),
        password,
        confirmPassword: password,
        inviteCode: used,
      });
      expect(await signUp(used)).toMatchObject({ message: 'This beta code has already been used' });

      const expired = await newCode({ expiresAt: '2020-01-31' });
      const email = uniqueEmail('late');
      expect(await signUp(expired, email)).toMatchObject({ message: 'This beta code has expired' });
      const [account] = await admin`select count(*)::int as n from users where email = ${email}`;
      expect(account?.n).toBe(0);
      // An expiry date is valid through that whole day.
      const today = new Date().toISOString().slice(0, 10);
      await expect(
        createBrowserClient(server.address).client.auth.signUp.mutate({
          email: uniqueEmail('today'),
          password,
          confirmPassword: password,
          inviteCode: await newCode({ expiresAt: today }),
        }),
      ).resolves.toMatchObject({ status: 'verification-needed' });
    });

    it('never marks a reusable code used', async () => {
      const code = await newCode({ reusable: true });
      for (const label of ['reuse-a', 'reuse-b', 'reuse-c']) {
        await createBrowserClient(server.address).client.auth.signUp.mutate({
          email: uniqueEmail(label),
          password,
          confirmPassword: password,
          inviteCode: code,
        });
      }
      const [row] = await admin`select used from beta_access_codes where code = ${code}`;
      expect(row?.used).toBe(false);
    });

    it('creates a developer from a developer code', async () => {
      const { browser } = await verifiedUser({ role: 'developer' });
      expect(await browser.client.auth.me.query()).toMatchObject({ role: 'developer' });
    });

    it('refuses a second account for one email, whatever its case', async () => {
      const { email } = await verifiedUser();
      const failure = await failureOf(
        createBrowserClient(server.address).client.auth.signUp.mutate({
          email: email.toUpperCase(),
          password,
          confirmPassword: password,
          inviteCode: await newCode(),
        }),
      );
      expect(failure).toMatchObject({ code: 'CONFLICT' });
    });

    it('lets exactly one of two racing sign-ups with one email through', async () => {
      const email = uniqueEmail('same-email');
      const attempt = async () =>
        createBrowserClient(server.address).client.auth.signUp.mutate({
          email,
          password,
          confirmPassword: password,
          inviteCode: await newCode(),
        });
      const results = await Promise.allSettled([attempt(), attempt()]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((result) => result.status === 'rejected');
      expect(rejected?.reason).toMatchObject({ message: EMAIL_TAKEN });
    });

    it("validates input on the server with the product's texts", async () => {
      const failure = await failureOf(
        createBrowserClient(server.address).client.auth.signUp.mutate({
          email: uniqueEmail('mismatch'),
          password,
          confirmPassword: 'something else',
          inviteCode: 'ABC',
        }),
      );
      expect(failure.code).toBe('BAD_REQUEST');
      expect(failure.message).toContain('Passwords do not match');
      expect(failure.message).toContain('Code must be at least 6 characters');
    });

    it('rate-limits invite code guessing from one address', async () => {
      const browser = createBrowserClient(server.address);
      const guess = (index: number) =>
        failureOf(
          browser.client.auth.signUp.mutate({
            email: uniqueEmail(`guess-${index}`),
            password,
            confirmPassword: password,
            inviteCode: `GUESS${index}XX`,
          }),
        );
      await clearOfWindowEnd(60 * 60);
      for (let index = 0; index < 5; index++) {
        expect(await guess(index)).toMatchObject({ message: 'Invalid beta code' });
      }
      expect(await guess(5)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Another address is not affected.
      expect(
        await failureOf(
          createBrowserClient(server.address).client.auth.signUp.mutate({
            email: uniqueEmail('guess-other'),
            password,
            confirmPassword: password,
            inviteCode: 'GUESS9XX',
          }),
        ),
      ).toMatchObject({ message: 'Invalid beta code' });
    });
  });

  describe('sign-in and sessions', () => {
    it('gives the same answer for an unknown email and a wrong password', async () => {
      const { email } = await verifiedUser();
      const browser = createBrowserClient(server.address);
      const wrongPassword = await failureOf(
        browser.client.auth.signIn.mutate({ email, password: 'wrong password' }),
      );
      const unknownEmail = await failureOf(
        browser.client.auth.signIn.mutate({ email: uniqueEmail('nobody'), password }),
      );
      expect(wrongPassword).toEqual(unknownEmail);
      expect(wrongPassword).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Invalid email or password',
      });
    });

    it('explains an unverified account after the password matched, and resends the link', async () => {
      const browser = createBrowserClient(server.address);
      const email = uniqueEmail('unverified');
      await browser.client.auth.signUp.mutate({
        email,
        password,
        confirmPassword: password,
        inviteCode: await newCode(),
      });
      const failure = await failureOf(browser.client.auth.signIn.mutate({ email, password }));
      expect(failure).toMatchObject({ code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' });

      // The refusal at the end counts on this resend's minute.
      await clearOfWindowEnd(60);
      await browser.client.auth.resendVerification.mutate({ email });
      const latest = await deliveredMail(server.address, email, 2);
      // Once one link has verified the account, its other links lapse.
      const [, first] = await mailTo(server.address, email);
      await browser.client.auth.verifyEmail.mutate({ token: tokenFrom(latest, '/auth/callback') });
      await expect(
        browser.client.auth.verifyEmail.mutate({ token: tokenFrom(first!, '/auth/callback') }),
      ).rejects.toThrow('Email verification failed');
      await expect(browser.client.auth.signIn.mutate({ email, password })).resolves.toMatchObject({
        email,
      });
      // Resending is limited to once a minute per address.
      expect(
        await failureOf(browser.client.auth.resendVerification.mutate({ email })),
      ).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
    });

    it('issues a new session token at each sign-in and deletes it at sign-out', async () => {
      const { browser, email } = await verifiedUser();
      const before = browser.cookies().get('unblock_session');
      await browser.client.auth.signIn.mutate({ email, password });
      const after = browser.cookies().get('unblock_session');
      expect(after).toBeDefined();
      expect(after).not.toBe(before);

      const me = await browser.client.auth.me.query();
      await browser.client.auth.signOut.mutate();
      expect(browser.cookies().has('unblock_session')).toBe(false);
      expect(await browser.client.auth.me.query()).toBeNull();
      const [remaining] =
        await admin`select count(*)::int as n from sessions where user_id = ${me!.id}`;
      // The first session (from verification) is still there; the signed-out one is gone.
      expect(remaining?.n).toBe(1);
    });

    it('sends the session cookie again only when a request extends the session', async () => {
      const { browser } = await verifiedUser();
      const me = await browser.client.auth.me.query();
      const setCookiesOf = async (token: string) => {
        const response = await fetch(`${server.address}/api/trpc/auth.me`, {
          headers: { cookie: `unblock_session=${token}`, origin: server.address },
        });
        expect(response.status).toBe(200);
        return response.headers.getSetCookie();
      };

      const fresh = await createSession(server.db, me!.id);
      expect(await setCookiesOf(fresh.token)).toEqual([]);

      // A session in the second half of its 30 days is extended, and the cookie with it.
      const old = await createSession(server.db, me!.id);
      await admin`update sessions set expires_at = now() + interval '10 days' where id = ${old.session.id}`;
      const [cookie] = await setCookiesOf(old.token);
      const expires = new Date(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? 0).getTime();
      const thirtyDays = 30 * 24 * 60 * 60 * 1000;
      expect(Math.abs(expires - (Date.now() + thirtyDays))).toBeLessThan(60_000);
      const [stored] = await admin`select expires_at from sessions where id = ${old.session.id}`;
      expect(Math.abs((stored?.expires_at as Date).getTime() - expires)).toBeLessThan(1_000);
    });

    it('refuses profile changes without a session, and saves them with one', async () => {
      const anonymous = createBrowserClient(server.address);
      expect(
        await failureOf(
          anonymous.client.profile.update.mutate({ firstName: 'Mallory', lastName: 'M' }),
        ),
      ).toMatchObject({ code: 'UNAUTHORIZED' });

      const { browser } = await verifiedUser();
      expect(
        await failureOf(browser.client.profile.update.mutate({ firstName: 'A', lastName: '' })),
      ).toMatchObject({ code: 'BAD_REQUEST' });
      const me = await browser.client.profile.update.mutate({
        firstName: ' Grace ',
        lastName: 'Hopper',
      });
      expect(me).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    });

    it('rate-limits sign-in attempts on one account from many addresses, more loosely', async () => {
      const { email } = await verifiedUser();
      // Each from a different address: the per-account limit is what stops a spread attack. It is
      // looser than the per-address one, so a few strangers cannot lock the owner out.
      await clearOfWindowEnd(15 * 60, 30_000);
      for (let attempt = 0; attempt < SIGN_IN_PER_ACCOUNT; attempt++) {
        await failureOf(
          createBrowserClient(server.address).client.auth.signIn.mutate({
            email,
            password: 'nope',
          }),
        );
      }
      expect(
        await failureOf(
          createBrowserClient(server.address).client.auth.signIn.mutate({ email, password }),
        ),
      ).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(
          /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/,
        ),
      });
    }, 90_000);

    it('authenticates the WebSocket with the session cookie and closes it when the session ends', async () => {
      const { browser } = await verifiedUser();
      const socket = await browser.openSocket();
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      await browser.client.auth.signOut.mutate();
      expect(await closed).toBe(4401);
    });
  });

  describe('password reset', () => {
    it('answers the same for an unknown email and sends nothing', async () => {
      const browser = createBrowserClient(server.address);
      const nobody = uniqueEmail('nobody');
      await expect(
        browser.client.auth.requestPasswordReset.mutate({ email: nobody }),
      ).resolves.toEqual({ ok: true });
      expect(await mailTo(server.address, nobody)).toEqual([]);
    });

    it('resets with a single-use link, voids older links, and revokes every session', async () => {
      const { browser, email } = await verifiedUser();
      const otherDevice = createBrowserClient(server.address);
      await otherDevice.client.auth.signIn.mutate({ email, password });
      const socket = await otherDevice.openSocket();
      const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));

      const anonymous = createBrowserClient(server.address);
      await anonymous.client.auth.requestPasswordReset.mutate({ email });
      const older = tokenFrom(await deliveredMail(server.address, email, 2), '/reset-password');
      await anonymous.client.auth.requestPasswordReset.mutate({ email });
      const newer = tokenFrom(await deliveredMail(server.address, email, 3), '/reset-password');
      expect(await anonymous.client.auth.checkResetToken.mutate({ token: older })).toEqual({
        valid: false,
      });
      expect(await anonymous.client.auth.checkResetToken.mutate({ token: newer })).toEqual({
        valid: true,
      });

      await anonymous.client.auth.resetPassword.mutate({
        token: newer,
        password: 'a new secret',
        confirmPassword: 'a new secret',
      });
      expect(
        await failureOf(
          anonymous.client.auth.resetPassword.mutate({
            token: newer,
            password: 'another one',
            confirmPassword: 'another one',
          }),
        ),
      ).toMatchObject({
        message: 'Invalid or expired password reset link. Please request a new one.',
      });

      expect(await browser.client.auth.me.query()).toBeNull();
      expect(await otherDevice.client.auth.me.query()).toBeNull();
      expect(await socketClosed).toBe(4401);
      expect(
        await failureOf(anonymous.client.auth.signIn.mutate({ email, password })),
      ).toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(
        anonymous.client.auth.signIn.mutate({ email, password: 'a new secret' }),
      ).resolves.toMatchObject({ email });
    });

    it('refuses a link after an hour', async () => {
      const { email } = await verifiedUser();
      const anonymous = createBrowserClient(server.address);
      await anonymous.client.auth.requestPasswordReset.mutate({ email });
      const token = tokenFrom(await deliveredMail(server.address, email, 2), '/reset-password');
      const [row] = await admin`
        select extract(epoch from expires_at - created_at)::int as seconds from email_tokens
        where purpose = 'reset-password' and used_at is null
          and user_id = (select id from users where email = ${email})`;
      expect(row?.seconds).toBe(3600);
      await admin`
        update email_tokens set expires_at = now() - interval '1 second'
        where user_id = (select id from users where email = ${email}) and purpose = 'reset-password'`;
      expect(await anonymous.client.auth.checkResetToken.mutate({ token })).toEqual({
        valid: false,
      });
      expect(
        await failureOf(
          anonymous.client.auth.resetPassword.mutate({
            token,
            password: 'new secret',
            confirmPassword: 'new secret',
          }),
        ),
      ).toMatchObject({
        message: 'Invalid or expired password reset link. Please request a new one.',
      });
    });
  });

  describe('cross-site requests', () => {
    it('refuses a cross-site multipart POST to sign-up before it reaches tRPC', async () => {
      const form = new FormData();
      form.set('email', 'victim@example.com');
      const response = await fetch(`${server.address}/api/trpc/auth.signUp`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: form,
      });
      expect(response.status).toBe(403);
    });
  });
});

describe('accounts without email verification', () => {
  it('creates a verified account at once, sends no mail, and lets it sign in', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({
      databaseUrl: database.url,
      env: { REQUIRE_EMAIL_VERIFICATION: 'false' },
    });
    try {
      const { code } = await createInviteCode(server.db);
      const browser = createBrowserClient(server.address);
      const email = uniqueEmail('no-verify');
      const result = await browser.client.auth.signUp.mutate({
        email,
        password,
        confirmPassword: password,
        inviteCode: code,
      });
      expect(result).toEqual({ status: 'created' });
      expect(await mailTo(server.address, email)).toEqual([]);
      await expect(browser.client.auth.signIn.mutate({ email, password })).resolves.toMatchObject({
        email,
        role: 'customer',
      });
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
