import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ACCOUNT_AND_ADDRESS } from '#server/auth/limits.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { signIn } from '#server/auth/sign-in.ts';
import { signUp } from '#server/auth/sign-up.ts';
import { profiles, users } from '#server/db/schema/index.ts';
import { parseEnv, type Env } from '#server/env.ts';
import type { RunningServer } from '#server/server.ts';
import type { AppRouter } from '#server/trpc/router.ts';
import { COMMON_PASSWORD, EMAIL_TAKEN, INVALID_CODE, USED_CODE } from '#shared/auth-messages.ts';
import { deliveredMail, tokenFrom } from '../fixtures/mailbox.ts';
import { createTestClient, startTestServer } from '../fixtures/test-server.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// What an outside security test found (docs/security.md): tokens in logs, common passwords, sign-in lock-outs by
// strangers, and sign-up telling code holders who has an account.

const goodPassword = 'a sturdy pass phrase';
const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`;
// The real wait left in the limit's window (an hour at most for these limits).
const tooMany = {
  code: 'TOO_MANY_REQUESTS',
  message: expect.stringMatching(
    /^Too many attempts\. Please wait \d+ (second|minute|hour)s? and try again\.$/,
  ),
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let env: Env;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // At info, the level production runs at; no proxy is trusted, so every HTTP call below comes
  // from 127.0.0.1 and the limit tests pass their addresses to the application functions.
  server = await startTestServer({
    databaseUrl: database.url,
    env: { LOG_LEVEL: 'info' },
    logDestination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
  env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: database.url });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** A verified account with a known password, written straight to the database. */
async function accountWith(password: string): Promise<string> {
  const id = randomUUID();
  const email = uniqueEmail('owner');
  await server.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  await server.db.insert(profiles).values({ id, userType: 'customer' });
  return email;
}

async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      return { code: (error.data as { code?: string }).code, message: error.message };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('secrets in URLs and logs', () => {
  it('never writes a reset or verification token to the log, however the link is opened', async () => {
    // The tRPC client the SPA uses (httpBatchLink), over real HTTP.
    const { client, close } = createTestClient<AppRouter>(server.address);
    try {
      const email = uniqueEmail('logged');
      await client.auth.signUp.mutate({
        email,
        password: goodPassword,
        confirmPassword: goodPassword,
        inviteCode: (await createInviteCode(server.db)).code,
      });
      const verifyToken = tokenFrom(await deliveredMail(server.address, email), '/auth/callback');
      await client.auth.verifyEmail.mutate({ token: verifyToken });

      await client.auth.requestPasswordReset.mutate({ email });
      const resetMail = await deliveredMail(server.address, email, 2);
      const link = resetMail.links.find((href) => new URL(href).pathname === '/reset-password');
      const token = tokenFrom(resetMail, '/reset-password');

      // The page: the browser loads the link (the fragment stays in the browser), then the
      // page checks the token exactly as it does in the SPA.
      const page = new URL(link!);
      page.hash = '';
      await fetch(new URL(page.pathname, server.address));
      await expect(client.auth.checkResetToken.mutate({ token })).resolves.toEqual({
        valid: true,
      });

      // Clients that do put a token in a URL: a page, a plain route, a missing API route, and a
      // tRPC GET whose batched input carries it.
      const input = encodeURIComponent(JSON.stringify({ 0: { json: { token } } }));
      for (const url of [
        `/reset-password?token=${token}`,
        `/healthz?page=1&Reset_Token=${token}`,
        `/api/missing?code=${token}`,
        `/api/trpc/auth.checkResetToken?batch=1&input=${input}`,
        `/api/trpc/auth.me?batch=1&input=${input}`,
      ]) {
        await fetch(`${server.address}${url}`);
      }
      await client.auth.resetPassword.mutate({
        token,
        password: goodPassword,
        confirmPassword: goodPassword,
      });

      const log = logLines.join('');
      expect(log).not.toContain(token);
      expect(log).not.toContain(verifyToken);
      // The requests were logged at all, with what may be kept of their URLs.
      expect(log).toContain('"url":"/reset-password?token=[REDACTED]"');
      expect(log).toContain('"url":"/healthz?page=1&Reset_Token=[REDACTED]"');
      expect(log).toContain('"url":"/api/trpc/auth.me"');
      expect(log).toContain('"method":"POST","url":"/api/trpc/auth.checkResetToken"');
    } finally {
      await close();
    }
  });

  it("tells the page a malformed link is invalid, in the product's words", async () => {
    const { client, close } = createTestClient<AppRouter>(server.address);
    try {
      expect(await failureOf(client.auth.checkResetToken.mutate({ token: 'nonsense' }))).toEqual({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(
          'Invalid or expired password reset link. Please request a new one.',
        ) as string,
      });
      await expect(client.auth.checkResetToken.mutate({ token: 'a'.repeat(32) })).resolves.toEqual({
        valid: false,
      });
    } finally {
      await close();
    }
  });
});

describe('common passwords', () => {
  const common = ['password1', '123456', 'qwerty123'];

  it('are refused at sign-up with a clear message; a decent password is accepted', async () => {
    const { client, close } = createTestClient<AppRouter>(server.address);
    try {
      const { code: inviteCode } = await createInviteCode(server.db, { reusable: true });
      for (const password of common) {
        expect(
          await failureOf(
            client.auth.signUp.mutate({
              email: uniqueEmail('common'),
              password,
              confirmPassword: password,
              inviteCode,
            }),
          ),
        ).toEqual({ code: 'BAD_REQUEST', message: COMMON_PASSWORD });
      }
      await expect(
        client.auth.signUp.mutate({
          email: uniqueEmail('decent'),
          password: goodPassword,
          confirmPassword: goodPassword,
          inviteCode,
        }),
      ).resolves.toMatchObject({ status: 'verification-needed' });
    } finally {
      await close();
    }
  });

  it('are refused at password reset, and the link still works for a decent one', async () => {
    const { client, close } = createTestClient<AppRouter>(server.address);
    try {
      const email = await accountWith(goodPassword);
      await client.auth.requestPasswordReset.mutate({ email });
      const token = tokenFrom(await deliveredMail(server.address, email), '/reset-password');
      for (const password of common) {
        expect(
          await failureOf(
            client.auth.resetPassword.mutate({ token, password, confirmPassword: password }),
          ),
        ).toEqual({ code: 'BAD_REQUEST', message: COMMON_PASSWORD });
      }
      await client.auth.resetPassword.mutate({
        token,
        password: 'another sturdy phrase',
        confirmPassword: 'another sturdy phrase',
      });
      await expect(
        client.auth.signIn.mutate({ email, password: 'another sturdy phrase' }),
      ).resolves.toMatchObject({ email });
    } finally {
      await close();
    }
  });
});

describe('sign-in limits', () => {
  const attempt = (email: string, password: string, ip: string) =>
    signIn(server.db, env, { email, password, ip });

  it('wrong passwords from a few other addresses do not lock the owner out at theirs', async () => {
    const email = await accountWith(goodPassword);
    for (let index = 0; index < SIGN_IN_PER_ACCOUNT_AND_ADDRESS + 5; index++) {
      await expect(attempt(email, 'wrong guess', `198.51.100.${index}`)).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(attempt(email, goodPassword, '203.0.113.9')).resolves.toMatchObject({
      me: { email },
    });
  });

  it('still stops one address guessing one account, and a botnet at the looser account limit', async () => {
    await clearOfWindowEnd(15 * 60, 30_000);
    const email = await accountWith(goodPassword);
    for (let index = 0; index < SIGN_IN_PER_ACCOUNT_AND_ADDRESS; index++) {
      await expect(attempt(email, 'wrong guess', '192.0.2.1')).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(attempt(email, goodPassword, '192.0.2.1')).rejects.toMatchObject(tooMany);
    await expect(attempt(email, goodPassword, '192.0.2.2')).resolves.toMatchObject({
      me: { email },
    });

    const target = await accountWith(goodPassword);
    for (let index = 0; index < SIGN_IN_PER_ACCOUNT; index++) {
      await attempt(target, 'wrong guess', `10.20.${Math.floor(index / 200)}.${index % 200}`).catch(
        () => {},
      );
    }
    await expect(attempt(target, goodPassword, '203.0.113.10')).rejects.toMatchObject(tooMany);
  }, 90_000);
});

describe('sign-up answering "already exists"', () => {
  const attempt = (email: string, inviteCode: string, ip: string) =>
    signUp(server.db, env, {
      email,
      password: goodPassword,
      firstName: '',
      lastName: '',
      inviteCode,
      ip,
    });
  const freshCode = async () => (await createInviteCode(server.db)).code;

  it('is limited per account, from any number of addresses, like sign-in', async () => {
    await clearOfWindowEnd(60 * 60);
    const email = await accountWith(goodPassword);
    for (let index = 0; index < 10; index++) {
      await expect(attempt(email, await freshCode(), `198.51.101.${index}`)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: EMAIL_TAKEN,
      });
    }
    await expect(attempt(email, await freshCode(), '198.51.101.99')).rejects.toMatchObject(tooMany);
  });

  it('is limited per code, after which every sign-up with that code is refused alike', async () => {
    await clearOfWindowEnd(60 * 60);
    const { code } = await createInviteCode(server.db, { reusable: true });
    for (let index = 0; index < 10; index++) {
      const taken = await accountWith(goodPassword);
      await expect(attempt(taken, code, `198.51.102.${index}`)).rejects.toMatchObject({
        message: EMAIL_TAKEN,
      });
    }
    // An address with no account would have been created: it must look the same.
    const unused = uniqueEmail('not-taken');
    await expect(attempt(unused, code, '198.51.102.99')).rejects.toMatchObject(tooMany);
    const [row] = await server.db.select().from(users).where(eq(users.email, unused));
    expect(row).toBeUndefined();
  });

  it('is never given for a spent code', async () => {
    const code = await freshCode();
    await attempt(uniqueEmail('first'), code, '198.51.103.1');
    const taken = await accountWith(goodPassword);
    await expect(attempt(taken, code, '198.51.103.2')).rejects.toMatchObject({
      message: USED_CODE,
    });
  });

  it('after too many wrong codes from an address, a right one is refused there too', async () => {
    await clearOfWindowEnd(60 * 60);
    for (let index = 0; index < 5; index++) {
      await expect(
        attempt(uniqueEmail('guess'), `WRONG${index}XX`, '198.51.104.1'),
      ).rejects.toMatchObject({ message: INVALID_CODE });
    }
    await expect(
      attempt(uniqueEmail('guess'), await freshCode(), '198.51.104.1'),
    ).rejects.toMatchObject(tooMany);
  });
});
