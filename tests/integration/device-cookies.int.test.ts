import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_FAILURES_PER_DEVICE,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_TRUSTED_PER_ACCOUNT,
} from '#server/auth/limits.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { profiles, serverSecrets, users } from '#server/db/schema/index.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';
import { productionEnv, startTestServer, useTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// A browser that signed in to an account before carries a device cookie, and is limited on its
// own: strangers flooding the account with wrong passwords lock out only browsers without one
// (docs/security.md, ADR 0004).

const password = 'a sturdy pass phrase';
const DEVICE = 'unblock_device';
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const tooMany = {
  code: 'TOO_MANY_REQUESTS',
  message: expect.stringMatching(
    /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/,
  ) as unknown,
};

/** A verified customer with a known password, written straight to the database. */
async function accountOn(server: RunningServer): Promise<string> {
  const id = randomUUID();
  const email = `owner-${id}@example.com`;
  await server.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  await server.db.insert(profiles).values({ id, userType: 'customer' });
  return email;
}

describe('device cookies', () => {
  // Every browser below comes from its own address (X-Forwarded-For from a trusted proxy).
  const { server } = useTestServer({ env: { TRUST_PROXY: 'true' } });

  const browser = (options: Parameters<typeof createBrowserClient>[1] = {}) =>
    createBrowserClient(server.address, options);

  /** A browser that has signed in to the account (and signed out again): it holds a device cookie. */
  async function ownersBrowser(email: string) {
    const owner = browser();
    await owner.client.auth.signIn.mutate({ email, password });
    await owner.client.auth.signOut.mutate();
    return owner;
  }

  /**
   * What the outside test did: ten wrong passwords from each of six addresses, more than the
   * account allows browsers without a device cookie; then a stranger at a new address is refused.
   */
  async function flood(email: string) {
    for (let address = 0; address < 6; address++) {
      const stranger = browser();
      for (let guess = 0; guess < SIGN_IN_PER_ACCOUNT_AND_ADDRESS; guess++) {
        await failureOf(
          stranger.client.auth.signIn.mutate({ email, password: `wrong guess ${guess}` }),
        );
      }
    }
    expect(6 * SIGN_IN_PER_ACCOUNT_AND_ADDRESS).toBeGreaterThan(SIGN_IN_PER_ACCOUNT);
    expect(
      await failureOf(browser().client.auth.signIn.mutate({ email, password: 'one more guess' })),
    ).toMatchObject(tooMany);
  }

  it('lets the owner in from a browser that signed in before, through a flood that locks out every other', async () => {
    await clearOfWindowEnd(SIGN_IN_WINDOW_SECONDS, 60_000);
    const email = await accountOn(server);
    const owner = await ownersBrowser(email);
    // The device cookie is no session: it outlives sign-out.
    expect(owner.cookies().has('unblock_session')).toBe(false);
    expect(owner.cookies().get(DEVICE)).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    const raw = owner.rawCookie(DEVICE) ?? '';
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//);
    const expires = new Date(/Expires=([^;]+)/i.exec(raw)?.[1] ?? 0).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);

    await flood(email);

    // Guessing stays limited: the right password without a device cookie is refused, from the
    // owner's own address as from a new one.
    for (const stranger of [browser({ ip: owner.ip }), browser()]) {
      expect(
        await failureOf(stranger.client.auth.signIn.mutate({ email, password })),
      ).toMatchObject(tooMany);
    }
    await expect(owner.client.auth.signIn.mutate({ email, password })).resolves.toMatchObject({
      email,
    });
    await expect(owner.client.auth.me.query()).resolves.toMatchObject({ email });
  }, 120_000);

  it('gives a device cookie only a few wrong passwords, even sent all at once', async () => {
    await clearOfWindowEnd(SIGN_IN_WINDOW_SECONDS, 60_000);
    const email = await accountOn(server);
    const owner = await ownersBrowser(email);
    const laptop = await ownersBrowser(email);
    await flood(email);

    // The owner mistyping, then right: a right password forgets the device's failures.
    for (let typo = 1; typo < SIGN_IN_FAILURES_PER_DEVICE; typo++) {
      expect(
        await failureOf(owner.client.auth.signIn.mutate({ email, password: 'typo' })),
      ).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(owner.client.auth.signIn.mutate({ email, password })).resolves.toMatchObject({
      email,
    });

    // Someone holding the cookie guesses in parallel: only the device's few are answered.
    const burst = await Promise.all(
      Array.from({ length: SIGN_IN_FAILURES_PER_DEVICE + 5 }, (_, guess) =>
        failureOf(owner.client.auth.signIn.mutate({ email, password: `guess ${guess}` })),
      ),
    );
    const codes = burst.map(({ code }) => code);
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(
      SIGN_IN_FAILURES_PER_DEVICE,
    );
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(5);

    // That cookie is now a stranger's, right password or not; the owner's other browser is not.
    expect(await failureOf(owner.client.auth.signIn.mutate({ email, password }))).toMatchObject(
      tooMany,
    );
    await expect(laptop.client.auth.signIn.mutate({ email, password })).resolves.toMatchObject({
      email,
    });
  }, 120_000);

  it('gives no way past the flood to a forged cookie or to another account’s', async () => {
    await clearOfWindowEnd(SIGN_IN_WINDOW_SECONDS, 60_000);
    const email = await accountOn(server);
    const owner = await ownersBrowser(email);
    const genuine = owner.cookies().get(DEVICE) ?? '';
    const [expires = '', nonce = '', signature = ''] = genuine.split('.');

    // A browser that signed in to another account: its cookie is that account's.
    const other = await ownersBrowser(await accountOn(server));
    const othersCookie = other.cookies().get(DEVICE) ?? '';
    await flood(email);

    const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const [{ id } = { id: '' }] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const later = String(Number(expires) + 3600);
    const past = String(Math.floor(Date.now() / 1000) - 60);
    const [{ secret } = { secret: '' }] = await server.db
      .select({ secret: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'device-cookie'));
    const sign = (key: string, text: string) =>
      createHmac('sha256', key).update(text).digest('base64url');
    // Signed as the server signs: the expired one below is refused for its expiry alone.
    expect(sign(secret, `device-cookie:${id}:${nonce}:${expires}`)).toBe(signature);
    const forgeries = {
      othersCookie,
      otherNonce: `${expires}.${flipped(nonce)}.${signature}`,
      otherSignature: `${expires}.${nonce}.${flipped(signature)}`,
      laterExpiry: `${later}.${nonce}.${signature}`,
      // Signed as the server signs, with a key of the forger's own.
      ownKey: `${later}.${nonce}.${sign('not the server secret', `device-cookie:${id}:${nonce}:${later}`)}`,
      madeUp: 'anything at all',
      // Signed with the server's own key, but expired.
      expired: `${past}.${nonce}.${sign(secret, `device-cookie:${id}:${nonce}:${past}`)}`,
    };
    for (const [forgery, value] of Object.entries(forgeries)) {
      const forger = browser({ cookies: { [DEVICE]: value } });
      expect({
        forgery,
        ...(await failureOf(forger.client.auth.signIn.mutate({ email, password }))),
      }).toMatchObject({ forgery, ...tooMany });
    }
    // The other account's browser signing in here is refused too, with its own cookie.
    expect(await failureOf(other.client.auth.signIn.mutate({ email, password }))).toMatchObject(
      tooMany,
    );
    // The genuine cookie, sent the same way, gets in.
    const copied = browser({ cookies: { [DEVICE]: genuine } });
    await expect(copied.client.auth.signIn.mutate({ email, password })).resolves.toMatchObject({
      email,
    });
  }, 120_000);

  it('bounds the sign-ins through device cookies on one account', async () => {
    await clearOfWindowEnd(SIGN_IN_WINDOW_SECONDS, 60_000);
    const email = await accountOn(server);
    const owner = await ownersBrowser(email);
    await flood(email);
    // The first sign-in made the cookie without it, so all of these count against the bound.
    for (let signIn = 0; signIn < SIGN_IN_TRUSTED_PER_ACCOUNT; signIn++) {
      await owner.client.auth.signIn.mutate({ email, password });
    }
    expect(await failureOf(owner.client.auth.signIn.mutate({ email, password }))).toMatchObject(
      tooMany,
    );
  }, 120_000);
});

describe('device cookies on several instances', () => {
  it('are signed with one key, made by whichever instance needs it first', async () => {
    const database = await createTestDatabase();
    const instances = await Promise.all(
      [0, 1].map(() =>
        startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } }),
      ),
    );
    try {
      const [one, two] = instances as [RunningServer, RunningServer];
      const email = await accountOn(one);
      const browsers = [createBrowserClient(one.address), createBrowserClient(two.address)];
      // Each instance's first sign-in at once: both need the key that neither has made yet.
      await Promise.all(
        browsers.map((browser) => browser.client.auth.signIn.mutate({ email, password })),
      );
      await clearOfWindowEnd(SIGN_IN_WINDOW_SECONDS, 60_000);
      for (let stranger = 0; stranger < SIGN_IN_PER_ACCOUNT; stranger++) {
        await failureOf(
          createBrowserClient(one.address).client.auth.signIn.mutate({ email, password: 'no' }),
        );
      }
      expect(
        await failureOf(
          createBrowserClient(two.address).client.auth.signIn.mutate({ email, password }),
        ),
      ).toMatchObject(tooMany);
      // Each browser's cookie, made by one instance, lets it in at the other.
      for (const [browser, other] of [
        [browsers[0], two],
        [browsers[1], one],
      ] as const) {
        const cookies = { [DEVICE]: browser?.cookies().get(DEVICE) ?? '' };
        const moved = createBrowserClient(other.address, { cookies });
        await expect(moved.client.auth.signIn.mutate({ email, password })).resolves.toMatchObject({
          email,
        });
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database.drop();
    }
  }, 180_000);
});

describe('device cookies in production', () => {
  const { server } = useTestServer({ env: productionEnv });

  it('are __Host-, Secure, HttpOnly and SameSite=Lax, and outlive sign-out', async () => {
    const email = await accountOn(server);
    const headers = { 'content-type': 'application/json', origin: productionEnv.PUBLIC_URL };
    const signedIn = await fetch(`${server.address}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ json: { email, password } }),
    });
    expect(signedIn.status).toBe(200);
    const cookies = signedIn.headers.getSetCookie();
    const device = cookies.find((cookie) => cookie.startsWith('__Host-unblock_device='));
    expect(device).toMatch(/; Secure/i);
    expect(device).toMatch(/; HttpOnly/i);
    expect(device).toMatch(/; SameSite=Lax/i);
    expect(device).toMatch(/; Path=\//);
    expect(device).not.toMatch(/Domain=/i);

    const sent = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const signedOut = await fetch(`${server.address}/api/trpc/auth.signOut`, {
      method: 'POST',
      headers: { ...headers, cookie: sent },
      body: JSON.stringify({ json: null }),
    });
    expect(signedOut.status).toBe(200);
    const cleared = signedOut.headers.getSetCookie();
    expect(cleared.some((cookie) => cookie.startsWith('__Host-unblock_session=;'))).toBe(true);
    expect(cleared.some((cookie) => cookie.startsWith('__Host-unblock_device='))).toBe(false);
  });
});
