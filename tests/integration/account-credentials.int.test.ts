import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_PER_ACCOUNT_AND_ADDRESS } from '#server/auth/limits.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { createSession } from '#server/auth/sessions.ts';
import { users } from '#server/db/schema/index.ts';
import type { RunningServer } from '#server/server.ts';
import {
  EMAIL_NO_LONGER_FREE,
  INVALID_EMAIL_LINK,
  SAME_EMAIL,
  WRONG_CURRENT_PASSWORD,
} from '#shared/account-messages.ts';
import { COMMON_PASSWORD, EMAIL_TAKEN } from '#shared/auth-messages.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { deliveredMail, mailTo, tokenFrom } from '../fixtures/mailbox.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const password = 'correct horse';
const newPassword = 'a sturdier phrase';

describe('password and email (docs/accounts.md#password-and-email)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  let admin: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
    admin = postgres(database.url, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await admin?.end();
    await server?.stop();
    await database?.drop();
  });

  /** A customer with a real password, signed in from one browser. */
  async function account() {
    const user = await insertUser(server.db, 'customer');
    await server.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    return { ...user, browser: await browserOf(user.id) };
  }

  async function browserOf(userId: string) {
    const { token } = await createSession(server.db, userId);
    return createBrowserClient(server.address, { sessionToken: token });
  }

  describe('changing the password', () => {
    it('refuses a wrong current password, a common or mismatched new one, and changes nothing', async () => {
      const { email, browser } = await account();
      const change = (input: { currentPassword: string; newPassword: string; confirm?: string }) =>
        failureOf(
          browser.client.account.credentials.changePassword.mutate({
            ...input,
            confirmPassword: input.confirm ?? input.newPassword,
          }),
        );
      expect(await change({ currentPassword: 'not it', newPassword })).toMatchObject({
        code: 'BAD_REQUEST',
        message: WRONG_CURRENT_PASSWORD,
      });
      expect(await change({ currentPassword: password, newPassword: 'password' })).toMatchObject({
        message: COMMON_PASSWORD,
      });
      expect(
        await change({ currentPassword: password, newPassword, confirm: 'something else' }),
      ).toMatchObject({ code: 'BAD_REQUEST', message: 'Passwords do not match' });
      await expect(
        createBrowserClient(server.address).client.auth.signIn.mutate({ email, password }),
      ).resolves.toMatchObject({ email });
    });

    it('stores the new password, ends every other session (and its WebSocket), keeps this one and mails the account', async () => {
      const { email, browser, id } = await account();
      const other = await browserOf(id);
      const socket = await other.openSocket();
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));

      await expect(
        browser.client.account.credentials.changePassword.mutate({
          currentPassword: password,
          newPassword,
          confirmPassword: newPassword,
        }),
      ).resolves.toEqual({ ok: true });

      expect(await closed).toBe(4401);
      expect(await other.client.auth.me.query()).toBeNull();
      expect(await browser.client.auth.me.query()).toMatchObject({ id });
      const [{ n } = { n: -1 }] = await admin<{ n: number }[]>`
        select count(*)::int as n from sessions where user_id = ${id}`;
      expect(n).toBe(1);

      const anonymous = createBrowserClient(server.address).client;
      expect(await failureOf(anonymous.auth.signIn.mutate({ email, password }))).toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(
        anonymous.auth.signIn.mutate({ email, password: newPassword }),
      ).resolves.toMatchObject({ email });

      const mail = await deliveredMail(server.address, email);
      expect(mail.subject).toBe('Your Unblock password was changed');
      expect(mail.text).toMatch(/was changed on .+ UTC/);
      expect(mail.text).toContain('If it wasn’t');
      // The mail's way back in is a working reset link.
      const token = tokenFrom(mail, '/reset-password');
      await expect(anonymous.auth.checkResetToken.mutate({ token })).resolves.toEqual({
        valid: true,
      });
    });

    it('counts wrong current passwords against sign-in’s limits', async () => {
      await clearOfWindowEnd(15 * 60, 60_000);
      const { browser } = await account();
      for (let index = 0; index < SIGN_IN_PER_ACCOUNT_AND_ADDRESS; index++) {
        expect(
          await failureOf(
            browser.client.account.credentials.changePassword.mutate({
              currentPassword: `wrong ${index}`,
              newPassword,
              confirmPassword: newPassword,
            }),
          ),
        ).toMatchObject({ message: WRONG_CURRENT_PASSWORD });
      }
      // Even the right one is refused now: the limit is counted before the password is checked.
      expect(
        await failureOf(
          browser.client.account.credentials.changeEmail.mutate({
            newEmail: 'elsewhere@example.com',
            currentPassword: password,
          }),
        ),
      ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }, 60_000);
  });

  describe('changing the email', () => {
    const fresh = () => `new-${crypto.randomUUID()}@example.com`;

    it('refuses the same address, a taken one and a wrong password', async () => {
      const { email, browser } = await account();
      const taken = await insertUser(server.db, 'developer');
      const change = (newEmail: string, currentPassword = password) =>
        failureOf(
          browser.client.account.credentials.changeEmail.mutate({ newEmail, currentPassword }),
        );
      expect(await change(email.toUpperCase())).toMatchObject({ message: SAME_EMAIL });
      expect(await change(taken.email)).toMatchObject({ code: 'CONFLICT', message: EMAIL_TAKEN });
      expect(await change(fresh(), 'not it')).toMatchObject({ message: WRONG_CURRENT_PASSWORD });
      expect(await browser.client.account.credentials.pendingEmail.query()).toBeNull();
    });

    it('changes only when the new address confirms, tells the old one, and shows at once', async () => {
      const { email, browser, id } = await account();
      const voided = fresh();
      await browser.client.account.credentials.changeEmail.mutate({
        newEmail: voided,
        currentPassword: password,
      });
      const voidedToken = tokenFrom(await deliveredMail(server.address, voided), '/confirm-email');
      const newEmail = fresh();
      const sent = await browser.client.account.credentials.changeEmail.mutate({
        newEmail,
        currentPassword: password,
      });
      expect(sent).toMatchObject({ newEmail });
      expect(await browser.client.account.credentials.pendingEmail.query()).toMatchObject({
        newEmail,
      });
      expect(await browser.client.auth.me.query()).toMatchObject({ email });

      const confirmMail = await deliveredMail(server.address, newEmail);
      expect(confirmMail.subject).toBe('Confirm your new email for Unblock');
      const notice = await deliveredMail(server.address, email, 2);
      expect(notice.subject).toBe('Your Unblock email is about to change');
      expect(notice.text).toContain(newEmail);
      const revertToken = tokenFrom(notice, '/revert-email');

      // The older request's link was voided by the newer one.
      const anywhere = createBrowserClient(server.address).client;
      expect(
        await failureOf(anywhere.account.credentials.confirmEmail.mutate({ token: voidedToken })),
      ).toMatchObject({ message: INVALID_EMAIL_LINK });

      // Opened in another browser, signed out.
      const token = tokenFrom(confirmMail, '/confirm-email');
      await expect(anywhere.account.credentials.confirmEmail.mutate({ token })).resolves.toEqual({
        email: newEmail,
      });
      expect(await browser.client.auth.me.query()).toMatchObject({ id, email: newEmail });
      expect(await browser.client.account.credentials.pendingEmail.query()).toBeNull();
      expect(
        await failureOf(anywhere.account.credentials.confirmEmail.mutate({ token })),
      ).toMatchObject({ message: INVALID_EMAIL_LINK });

      // The old address is told, with the same "this wasn't me" link.
      const changed = await deliveredMail(server.address, email, 3);
      expect(changed.subject).toBe('Your Unblock email was changed');
      expect(tokenFrom(changed, '/revert-email')).toBe(revertToken);
      await expect(
        anywhere.auth.signIn.mutate({ email: newEmail, password }),
      ).resolves.toMatchObject({ id });
    });

    it('reverts from the old address: the old email back, every session ended, a reset link mailed', async () => {
      const { email, browser, id } = await account();
      const other = await browserOf(id);
      const socket = await other.openSocket();
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      const newEmail = fresh();
      await browser.client.account.credentials.changeEmail.mutate({
        newEmail,
        currentPassword: password,
      });
      const anywhere = createBrowserClient(server.address).client;
      await anywhere.account.credentials.confirmEmail.mutate({
        token: tokenFrom(await deliveredMail(server.address, newEmail), '/confirm-email'),
      });
      const revertToken = tokenFrom(await deliveredMail(server.address, email, 2), '/revert-email');

      await expect(
        anywhere.account.credentials.revertEmail.mutate({ token: revertToken }),
      ).resolves.toEqual({ ok: true });
      expect(await closed).toBe(4401);
      expect(await browser.client.auth.me.query()).toBeNull();
      expect(await other.client.auth.me.query()).toBeNull();
      const [row] = await admin<{ email: string }[]>`select email from users where id = ${id}`;
      expect(row?.email).toBe(email);

      const reverted = (await mailTo(server.address, email)).find((mail) =>
        mail.subject.startsWith('Your Unblock email is back'),
      );
      expect(reverted).toBeDefined();
      const reset = tokenFrom(reverted!, '/reset-password');
      await expect(anywhere.auth.checkResetToken.mutate({ token: reset })).resolves.toEqual({
        valid: true,
      });
      expect(
        await failureOf(anywhere.account.credentials.revertEmail.mutate({ token: revertToken })),
      ).toMatchObject({ message: INVALID_EMAIL_LINK });
    });

    it('still ends every session when the old address was taken since, keeping the new one', async () => {
      const { email, browser, id } = await account();
      const newEmail = fresh();
      await browser.client.account.credentials.changeEmail.mutate({
        newEmail,
        currentPassword: password,
      });
      const anywhere = createBrowserClient(server.address).client;
      await anywhere.account.credentials.confirmEmail.mutate({
        token: tokenFrom(await deliveredMail(server.address, newEmail), '/confirm-email'),
      });
      const revertToken = tokenFrom(await deliveredMail(server.address, email, 2), '/revert-email');
      const someone = await insertUser(server.db, 'customer');
      await admin`update users set email = ${email} where id = ${someone.id}`;

      await expect(
        anywhere.account.credentials.revertEmail.mutate({ token: revertToken }),
      ).resolves.toEqual({ ok: true });
      expect(await browser.client.auth.me.query()).toBeNull();
      const [row] = await admin<{ email: string }[]>`select email from users where id = ${id}`;
      expect(row?.email).toBe(newEmail);
    });

    it('refuses an expired link, a cancelled change and an address taken meanwhile', async () => {
      const { browser, id } = await account();
      const anywhere = createBrowserClient(server.address).client;
      const request = async () => {
        const newEmail = fresh();
        await browser.client.account.credentials.changeEmail.mutate({
          newEmail,
          currentPassword: password,
        });
        return {
          newEmail,
          token: tokenFrom(await deliveredMail(server.address, newEmail), '/confirm-email'),
        };
      };
      const confirm = (token: string) =>
        failureOf(anywhere.account.credentials.confirmEmail.mutate({ token }));

      const expired = await request();
      await admin`update email_changes set expires_at = now() - interval '1 second'
        where user_id = ${id} and new_email = ${expired.newEmail}`;
      expect(await browser.client.account.credentials.pendingEmail.query()).toBeNull();
      expect(await confirm(expired.token)).toMatchObject({ message: INVALID_EMAIL_LINK });

      const cancelled = await request();
      await browser.client.account.credentials.cancelEmailChange.mutate();
      expect(await browser.client.account.credentials.pendingEmail.query()).toBeNull();
      expect(await confirm(cancelled.token)).toMatchObject({ message: INVALID_EMAIL_LINK });

      const taken = await request();
      const someone = await insertUser(server.db, 'developer');
      await admin`update users set email = ${taken.newEmail} where id = ${someone.id}`;
      expect(await confirm(taken.token)).toMatchObject({
        code: 'CONFLICT',
        message: EMAIL_NO_LONGER_FREE,
      });

      const [{ n } = { n: -1 }] = await admin<{ n: number }[]>`
        select count(*)::int as n from users where id = ${id} and email like 'new-%'`;
      expect(n).toBe(0);
    });
  });
});
