import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueEmailToken } from '#server/auth/email-tokens.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { createSession } from '#server/auth/sessions.ts';
import { totpFactors, users } from '#server/db/schema/index.ts';
import { VERIFIED_SIGN_IN_WITH_CODE } from '#shared/auth-messages.ts';
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_CHALLENGE_EXPIRED,
  TWO_STEP_ALREADY_ON,
  TWO_STEP_REQUIRED_FOR_CONSOLE,
  WRONG_TWO_STEP_CODE,
} from '#shared/two-step.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { totpCode } from '../fixtures/two-step.ts';
import { insertUser } from '../fixtures/users.ts';

const password = 'a sturdy two-step phrase';

/**
 * Two-step sign-in (docs/accounts.md#two-step-sign-in): an authenticator app set up from its
 * secret and confirmed by a code, recovery codes used once each, codes rate-limited per account,
 * the sign-in's second step, and the console refused to moderators without it.
 */
describe('two-step sign-in', () => {
  const { server } = useTestServer({ env: { TRUST_PROXY: 'true' } });

  /**
   * An account with a password and no two-step sign-in (a moderator's fixture has it on: it is
   * taken off), signed in in a browser through the real sign-in.
   */
  async function account(role: 'customer' | 'moderator' = 'customer') {
    const user = await insertUser(server.db, role);
    await server.db.delete(totpFactors).where(eq(totpFactors.userId, user.id));
    await server.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    const browser = createBrowserClient(server.address);
    await browser.client.auth.signIn.mutate({ email: user.email, password });
    return { ...user, browser, api: browser.client };
  }

  /** Sets the app up in `api`'s account: answers its key and the recovery codes shown once. */
  async function turnOn(api: Awaited<ReturnType<typeof account>>['api']) {
    const setup = await api.account.twoStep.startTotp.mutate();
    expect(setup.qrSvg).toMatch(/^<svg/);
    const key = decodeBase32IgnorePadding(setup.secret);
    const { recoveryCodes } = await api.account.twoStep.confirmTotp.mutate({ code: totpCode(key) });
    return { key, recoveryCodes };
  }

  it('is set up with a confirming code, ends the other sessions, and turns off with a code used once', async () => {
    const person = await account();
    const { token: otherToken } = await createSession(server.db, person.id);
    const elsewhere = createBrowserClient(server.address, { sessionToken: otherToken });
    expect(await person.api.account.twoStep.status.query()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
    });

    const setup = await person.api.account.twoStep.startTotp.mutate();
    const key = decodeBase32IgnorePadding(setup.secret);
    // Nothing is on until a code from the app confirms it; a wrong one is refused.
    expect(await person.api.account.twoStep.status.query()).toMatchObject({ totp: false });
    expect(
      await failureOf(person.api.account.twoStep.confirmTotp.mutate({ code: '000000' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: WRONG_TWO_STEP_CODE });
    const code = totpCode(key);
    const { recoveryCodes } = await person.api.account.twoStep.confirmTotp.mutate({ code });
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await person.api.account.twoStep.status.query()).toEqual({
      totp: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // The key is stored encrypted, never as the secret the app was given.
    const [stored] = await server.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, person.id));
    expect(stored?.encryptedKey).not.toContain(setup.secret);
    // A new setup cannot replace the key that is on, nor can it be confirmed twice.
    expect(await failureOf(person.api.account.twoStep.startTotp.mutate())).toMatchObject({
      code: 'CONFLICT',
      message: TWO_STEP_ALREADY_ON,
    });
    expect(
      await failureOf(person.api.account.twoStep.confirmTotp.mutate({ code: totpCode(key, 1) })),
    ).toMatchObject({ code: 'CONFLICT', message: TWO_STEP_ALREADY_ON });
    // The session opened with the password alone is over; this one goes on.
    expect(await elsewhere.client.auth.me.query()).toBeNull();
    expect(await person.api.auth.me.query()).toMatchObject({ id: person.id });

    // The code that confirmed it cannot be used again.
    expect(await failureOf(person.api.account.twoStep.disableTotp.mutate({ code }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: WRONG_TWO_STEP_CODE,
    });
    // New recovery codes replace the old ones.
    const renewed = await person.api.account.twoStep.newRecoveryCodes.mutate({
      code: recoveryCodes[0]!,
    });
    expect(renewed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(
      await failureOf(person.api.account.twoStep.disableTotp.mutate({ code: recoveryCodes[1]! })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    await person.api.account.twoStep.disableTotp.mutate({ code: totpCode(key, 1) });
    expect(await person.api.account.twoStep.status.query()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
    });
  });

  it('refuses wrong codes past the limit, even the right one then', async () => {
    const person = await account();
    const { key } = await turnOn(person.api);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        await failureOf(person.api.account.twoStep.disableTotp.mutate({ code: '12345-abcde' })),
      ).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(
      await failureOf(person.api.account.twoStep.disableTotp.mutate({ code: totpCode(key, 1) })),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many/) });
    expect(await person.api.account.twoStep.status.query()).toMatchObject({ totp: true });
  });

  it('asks for the second step at sign-in, and takes each recovery code once', async () => {
    const person = await account();
    const { key, recoveryCodes } = await turnOn(person.api);

    const browser = createBrowserClient(server.address);
    const answer = await browser.client.auth.signIn.mutate({ email: person.email, password });
    if (!('secondStep' in answer)) throw new Error('signed in with the password alone');
    expect(answer.secondStep.methods).toEqual(['totp', 'recovery']);
    // The right password alone opens no session.
    expect(browser.cookies().has('unblock_session')).toBe(false);
    expect(await browser.client.auth.me.query()).toBeNull();

    const { token } = answer.secondStep;
    expect(
      await failureOf(browser.client.auth.completeSignIn.mutate({ token, code: '000000' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: WRONG_TWO_STEP_CODE });
    // Typed with capitals and spaces, as read off a printout.
    const typed = ` ${recoveryCodes[2]!.toUpperCase()} `;
    const me = await browser.client.auth.completeSignIn.mutate({ token, code: typed });
    expect(me).toMatchObject({ id: person.id });
    expect(await browser.client.auth.me.query()).toMatchObject({ id: person.id });
    expect(await person.api.account.twoStep.status.query()).toMatchObject({
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
    });
    // The challenge is used up, and so is the recovery code.
    expect(
      await failureOf(browser.client.auth.completeSignIn.mutate({ token, code: totpCode(key, 1) })),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: SIGN_IN_CHALLENGE_EXPIRED });
    const again = createBrowserClient(server.address);
    const second = await again.client.auth.signIn.mutate({ email: person.email, password });
    if (!('secondStep' in second)) throw new Error('signed in with the password alone');
    expect(
      await failureOf(
        again.client.auth.completeSignIn.mutate({ token: second.secondStep.token, code: typed }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    await again.client.auth.completeSignIn.mutate({
      token: second.secondStep.token,
      code: totpCode(key, 1),
    });
    expect(await again.client.auth.me.query()).toMatchObject({ id: person.id });
  });

  it('verifies an address from its link, but signs in only through the second step', async () => {
    const person = await account();
    await turnOn(person.api);
    await server.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, person.id));
    const link = await issueEmailToken(server.db, server.env, person.id, 'verify-email');
    const token = new URL(link).hash.replace('#token=', '');

    const browser = createBrowserClient(server.address);
    expect(await failureOf(browser.client.auth.verifyEmail.mutate({ token }))).toMatchObject({
      code: 'CONFLICT',
      message: VERIFIED_SIGN_IN_WITH_CODE,
    });
    expect(browser.cookies().has('unblock_session')).toBe(false);
    expect(await browser.client.auth.me.query()).toBeNull();
    const [verified] = await server.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, person.id));
    expect(verified?.at).toBeInstanceOf(Date);
  });

  it('keeps the console from a moderator without two-step sign-in', async () => {
    const without = await account('moderator');
    expect(
      await failureOf(without.api.moderation.applications.list.query({ cursor: null })),
    ).toMatchObject({ code: 'FORBIDDEN', message: TWO_STEP_REQUIRED_FOR_CONSOLE });

    // Turned on, the console opens.
    await turnOn(without.api);
    await expect(
      without.api.moderation.applications.list.query({ cursor: null }),
    ).resolves.toMatchObject({ items: expect.any(Array) });
    const moderator = await signedInPerson(server, 'moderator');
    await expect(
      moderator.api.moderation.payments.list.query({ cursor: null }),
    ).resolves.toBeDefined();
  });
});
