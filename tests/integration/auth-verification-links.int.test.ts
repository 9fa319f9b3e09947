import { describe, expect, it } from 'vitest';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import { VERIFICATION_FAILED } from '#shared/auth-messages.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { deliveredMail, mailTo, tokenFrom } from '../fixtures/mailbox.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// People open the first verification mail they find: every unexpired link of an account verifies
// it, and once one has, the others lapse (docs/accounts.md#email-links).

const password = 'correct horse';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${++sequence}-${Date.now()}@example.com`;

describe('verification links after a resend', () => {
  const { server, admin } = useTestServer({
    env: { TRUST_PROXY: 'true' },
    adminOptions: { max: 1, onnotice: () => {} },
  });

  /** Signs up, resends the link once; returns the browser and both tokens, oldest first. */
  async function signedUpWithTwoLinks() {
    const browser = createBrowserClient(server.address);
    const email = uniqueEmail('resent');
    await browser.client.auth.signUp.mutate({
      email,
      password,
      confirmPassword: password,
      inviteCode: (await createInviteCode(server.db)).code,
    });
    await deliveredMail(server.address, email);
    await browser.client.auth.resendVerification.mutate({ email });
    await deliveredMail(server.address, email, 2);
    const [newest, oldest] = await mailTo(server.address, email);
    const tokens = [tokenFrom(oldest!, '/auth/callback'), tokenFrom(newest!, '/auth/callback')];
    expect(tokens[0]).not.toBe(tokens[1]);
    return { browser, email, first: tokens[0]!, second: tokens[1]! };
  }

  it('verifies with the first link after a resend, then refuses both links', async () => {
    const { browser, email, first, second } = await signedUpWithTwoLinks();
    await expect(browser.client.auth.verifyEmail.mutate({ token: first })).resolves.toMatchObject({
      email,
    });
    for (const token of [first, second]) {
      expect(await failureOf(browser.client.auth.verifyEmail.mutate({ token }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: VERIFICATION_FAILED,
      });
    }
    // Stored hashed: neither token is in the table as sent.
    const rows = await admin`
      select token_hash, used_at from email_tokens t join users u on u.id = t.user_id
      where u.email = ${email} and t.purpose = 'verify-email'`;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect([first, second]).not.toContain(row.token_hash);
      expect(row.used_at).not.toBeNull();
    }
  });

  it('refuses an expired link though a newer one was sent', async () => {
    const { browser, email, first, second } = await signedUpWithTwoLinks();
    await admin`
      update email_tokens set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${email})
        and purpose = 'verify-email' and created_at = (
          select min(t.created_at) from email_tokens t join users u on u.id = t.user_id
          where u.email = ${email} and t.purpose = 'verify-email')`;
    expect(await failureOf(browser.client.auth.verifyEmail.mutate({ token: first }))).toMatchObject(
      { code: 'BAD_REQUEST', message: VERIFICATION_FAILED },
    );
    await expect(browser.client.auth.verifyEmail.mutate({ token: second })).resolves.toMatchObject({
      email,
    });
  });
});
