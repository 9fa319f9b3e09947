import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/passwords.ts';
import { users } from '#server/db/schema/index.ts';
import { PASSKEY_NOT_ADDED, PASSKEY_REFUSED } from '#shared/passkeys.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson } from '../fixtures/people.ts';
import { assert, createPasskey } from '../fixtures/software-authenticator.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { totpCode } from '../fixtures/two-step.ts';

type Api = ReturnType<typeof createBrowserClient>['client'];

/**
 * Passkeys (docs/accounts.md#passkeys), with an authenticator written in software: added while
 * signed in, then a sign-in without a password or as a password sign-in's second step; whatever
 * another site, an old challenge, another account's passkey or a wrong key sends is refused.
 */
describe('passkeys', () => {
  const { server } = useTestServer({ env: { TRUST_PROXY: 'true' } });
  const site = () => {
    const url = new URL(server.env.publicUrl);
    return { rpId: url.hostname, origin: url.origin };
  };

  /** A person with a passkey named "Laptop", added through the API as a browser adds it. */
  async function withPasskey() {
    const person = await signedInPerson(server, 'customer');
    const options = await person.api.account.twoStep.passkeyOptions.mutate();
    expect(options.rp).toEqual({ id: site().rpId, name: 'Unblock' });
    expect(options.user.name).toBe(person.email);
    const { passkey, response } = createPasskey({ challenge: options.challenge, ...site() });
    await person.api.account.twoStep.addPasskey.mutate({ name: 'Laptop', ...response });
    return { person, passkey };
  }

  async function signInWith(api: Api, passkey: Parameters<typeof assert>[0], origin?: string) {
    const { challenge } = await api.auth.passkeySignInOptions.mutate();
    return api.auth.passkeySignIn.mutate(
      assert(passkey, { challenge, ...site(), ...(origin ? { origin } : {}) }),
    );
  }

  it('adds a passkey, lists, renames it, and signs in with it instead of a password', async () => {
    const { person, passkey } = await withPasskey();
    const [listed] = await person.api.account.twoStep.passkeys.query();
    expect(listed).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    // The same authenticator is not registered twice.
    const again = await person.api.account.twoStep.passkeyOptions.mutate();
    expect(again.excludeCredentials).toEqual([listed!.id]);
    await person.api.account.twoStep.renamePasskey.mutate({ id: listed!.id, name: 'Work laptop' });

    const browser = createBrowserClient(server.address);
    expect(await signInWith(browser.client, passkey)).toMatchObject({ id: person.id });
    expect(await browser.client.auth.me.query()).toMatchObject({ id: person.id });
    const [used] = await person.api.account.twoStep.passkeys.query();
    expect(used).toMatchObject({ name: 'Work laptop', lastUsedAt: expect.any(Date) });
  });

  it('takes an RS256 passkey as well', async () => {
    const person = await signedInPerson(server, 'customer');
    const options = await person.api.account.twoStep.passkeyOptions.mutate();
    const { passkey, response } = createPasskey({
      challenge: options.challenge,
      ...site(),
      algorithm: 'RS256',
    });
    await person.api.account.twoStep.addPasskey.mutate({ name: 'Windows Hello', ...response });
    const browser = createBrowserClient(server.address);
    expect(await signInWith(browser.client, passkey)).toMatchObject({ id: person.id });
    const { passkey: other } = createPasskey({ challenge: 'x', ...site(), algorithm: 'RS256' });
    expect(
      await failureOf(
        signInWith(browser.client, { ...other, credentialId: passkey.credentialId, counter: 9 }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: PASSKEY_REFUSED });
  });

  it('refuses another origin, a used challenge, a wrong key, an unverified person and a copied key', async () => {
    const { person, passkey } = await withPasskey();
    const browser = createBrowserClient(server.address);
    const refused = { code: 'UNAUTHORIZED', message: PASSKEY_REFUSED };

    expect(
      await failureOf(signInWith(browser.client, passkey, 'https://unblock.example.evil')),
    ).toMatchObject(refused);
    // A challenge answers once: the same assertion sent again is refused.
    const { challenge } = await browser.client.auth.passkeySignInOptions.mutate();
    const answer = assert(passkey, { challenge, ...site() });
    await browser.client.auth.passkeySignIn.mutate(answer);
    expect(await failureOf(browser.client.auth.passkeySignIn.mutate(answer))).toMatchObject(
      refused,
    );
    // Signed by another key under this passkey's id (its counter ahead, so only the key is wrong).
    const { passkey: other } = createPasskey({ challenge: 'x', ...site() });
    const forged = { ...other, credentialId: passkey.credentialId, counter: 100 };
    expect(await failureOf(signInWith(browser.client, forged))).toMatchObject(refused);
    // A "create" answer, or one where the person was not verified, does not sign in.
    const fresh = await browser.client.auth.passkeySignInOptions.mutate();
    expect(
      await failureOf(
        browser.client.auth.passkeySignIn.mutate(
          assert(passkey, { challenge: fresh.challenge, ...site(), verified: false }),
        ),
      ),
    ).toMatchObject(refused);
    // A counter that goes back means a copy of the key.
    passkey.counter = 0;
    expect(await failureOf(signInWith(browser.client, passkey))).toMatchObject(refused);
    expect(await person.api.auth.me.query()).toMatchObject({ id: person.id });
  });

  it('refuses passkey sign-ins from one address past the limit, even a right one', async () => {
    const { passkey } = await withPasskey();
    const browser = createBrowserClient(server.address);
    const { challenge } = await browser.client.auth.passkeySignInOptions.mutate();
    const wrong = assert(passkey, { challenge, ...site(), origin: 'https://evil.example' });
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(await failureOf(browser.client.auth.passkeySignIn.mutate(wrong))).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    expect(await failureOf(signInWith(browser.client, passkey))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await browser.client.auth.me.query()).toBeNull();
  });

  it('keeps each account to its own passkeys; one removed signs in no more', async () => {
    const { person, passkey } = await withPasskey();
    const stranger = await signedInPerson(server, 'customer');
    const [listed] = await person.api.account.twoStep.passkeys.query();
    const id = listed!.id;
    expect(await stranger.api.account.twoStep.passkeys.query()).toEqual([]);
    expect(
      await failureOf(stranger.api.account.twoStep.renamePasskey.mutate({ id, name: 'Mine' })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await failureOf(stranger.api.account.twoStep.removePasskey.mutate({ id })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    // A registration over a challenge issued to someone else, or from another site, is refused.
    const options = await stranger.api.account.twoStep.passkeyOptions.mutate();
    const theirs = createPasskey({ challenge: options.challenge, ...site() });
    expect(
      await failureOf(
        person.api.account.twoStep.addPasskey.mutate({ name: 'X', ...theirs.response }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: PASSKEY_NOT_ADDED });
    const mine = await person.api.account.twoStep.passkeyOptions.mutate();
    const elsewhere = createPasskey({
      ...site(),
      challenge: mine.challenge,
      origin: 'https://evil.example',
    });
    expect(
      await failureOf(
        person.api.account.twoStep.addPasskey.mutate({ name: 'X', ...elsewhere.response }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: PASSKEY_NOT_ADDED });

    await person.api.account.twoStep.removePasskey.mutate({ id });
    expect(await person.api.account.twoStep.passkeys.query()).toEqual([]);
    const browser = createBrowserClient(server.address);
    expect(await failureOf(signInWith(browser.client, passkey))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: PASSKEY_REFUSED,
    });
    expect(await browser.client.auth.me.query()).toBeNull();
  });

  it("answers a password sign-in's second step, with the account's own passkey only", async () => {
    const password = 'a sturdy passkey phrase';
    const { person, passkey } = await withPasskey();
    await server.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, person.id));
    const setup = await person.api.account.twoStep.startTotp.mutate();
    await person.api.account.twoStep.confirmTotp.mutate({
      code: totpCode(decodeBase32IgnorePadding(setup.secret)),
    });
    const { passkey: strangers } = await withPasskey();

    const browser = createBrowserClient(server.address);
    const answer = await browser.client.auth.signIn.mutate({ email: person.email, password });
    if (!('secondStep' in answer)) throw new Error('signed in with the password alone');
    expect(answer.secondStep.methods).toEqual(['totp', 'recovery', 'passkey']);
    const { token } = answer.secondStep;

    const first = await browser.client.auth.passkeySecondStepOptions.mutate({ token });
    expect(first.allowCredentials).toHaveLength(1);
    const wrong = assert(strangers, { challenge: first.challenge, ...site() });
    expect(
      await failureOf(browser.client.auth.completeSignIn.mutate({ token, passkey: wrong })),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: PASSKEY_REFUSED });
    expect(await browser.client.auth.me.query()).toBeNull();

    const second = await browser.client.auth.passkeySecondStepOptions.mutate({ token });
    const right = assert(passkey, { challenge: second.challenge, ...site() });
    expect(
      await browser.client.auth.completeSignIn.mutate({ token, passkey: right }),
    ).toMatchObject({ id: person.id });
    expect(await browser.client.auth.me.query()).toMatchObject({ id: person.id });
  });
});
