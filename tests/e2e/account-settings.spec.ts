import type { Browser, Page } from '@playwright/test';
import { hashPassword } from '#server/auth/passwords.ts';
import { createSession } from '#server/auth/sessions.ts';
import { users } from '#server/db/schema/index.ts';
import { emailChangeSent, INVALID_EMAIL_LINK, PASSWORD_CHANGED } from '#shared/account-messages.ts';
import { eq } from 'drizzle-orm';
import { insertUser } from '../fixtures/users.ts';
import { linkTo, uniqueEmail, waitForMail } from './accounts-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { BASE_URL } from './e2e-server.ts';
import { atBothWidths, expect, shot, test, viewports } from './fixtures.ts';
import { e2eDatabase } from './people.ts';

// The account settings page's password, email and sessions parts
// (docs/accounts.md#password-and-email, docs/accounts.md#where-you-are-signed-in).

const password = 'a good password';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A customer with a password, made in the database. */
async function newAccount() {
  const db = await e2eDatabase();
  const user = await insertUser(db, 'customer');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  return user;
}

/** A session of the account from a browser of `userAgent`, its cookie in `page`'s context. */
async function signIn(page: Page, userId: string, userAgent: string) {
  const db = await e2eDatabase();
  const { token } = await createSession(db, userId, { userAgent, ipAddress: '203.0.113.7' });
  await page.context().addCookies([{ name: 'unblock_session', value: token, url: BASE_URL }]);
}

async function otherBrowser(browser: Browser, userId: string) {
  const context = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const page = await context.newPage();
  await signIn(page, userId, FIREFOX_ON_WINDOWS);
  return page;
}

const sessionRows = (page: Page) =>
  page.getByRole('region', { name: 'Where you’re signed in' }).getByRole('listitem');

test('changing the password signs every other browser out and keeps this one', async ({
  page,
  browser,
}) => {
  const user = await newAccount();
  await signIn(page, user.id, await page.evaluate(() => navigator.userAgent));
  const other = await otherBrowser(browser, user.id);
  await other.goto('/settings');
  await expect(other.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  await page.goto('/settings');
  await expect(sessionRows(page)).toHaveCount(2);
  await expect(sessionRows(page).filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessionRows(page).filter({ hasText: 'Firefox on Windows' })).toBeVisible();
  const credentials = page.getByRole('region', { name: 'Password and email' });
  await expect(credentials.getByText(user.email)).toBeVisible();
  await atBothWidths(page, '/settings', {
    shots: 'settings',
    check: () => expectNoSeriousViolations(page, '/settings'),
  });

  const passwordForm = credentials.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(password);
  await passwordForm.getByLabel('New password', { exact: true }).fill('a brand new phrase');
  await passwordForm.getByLabel('Confirm new password').fill('a brand new phrase');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(credentials.getByRole('status')).toHaveText(PASSWORD_CHANGED);
  await expect(sessionRows(page)).toHaveCount(1);

  // The other browser is signed out: its next visit to a signed-in page is sent home.
  await other.goto('/settings');
  await expect(other).toHaveURL('/');
  await other.context().close();

  // The email: the change waits for the new address's link, and can be cancelled until then.
  const requestChange = async (newEmail: string) => {
    const emailForm = credentials.getByRole('form', { name: 'Change email' });
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByLabel('Current password').fill('a brand new phrase');
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(credentials.getByText(emailChangeSent(newEmail))).toBeVisible();
  };
  await requestChange(uniqueEmail('cancelled'));
  await atBothWidths(page, '/settings with a change waiting', { shots: 'email-waiting' });
  await credentials.getByRole('button', { name: 'Cancel the change' }).click();
  const newEmail = uniqueEmail('moved');
  await requestChange(newEmail);
  const mail = await waitForMail(page.request, newEmail, /Confirm your new email/);
  await page.goto(linkTo(mail, '/confirm-email'));
  await expect(page.getByRole('heading', { name: 'Email changed' })).toBeVisible();
  await shot(page, 'confirm-email', { fullPage: true });
  await page.getByRole('link', { name: 'Go to your settings' }).click();
  await expect(credentials.getByText(newEmail)).toBeVisible();

  // A link cut short by a mail client says so, without asking the server.
  await page.goto('/revert-email#token=cut-short');
  await expect(page.getByText(INVALID_EMAIL_LINK)).toBeVisible();
  await shot(page, 'revert-email-invalid', { fullPage: true });
});

test('the sessions list on a phone: one browser out, then every other', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  const user = await newAccount();
  await signIn(page, user.id, await page.evaluate(() => navigator.userAgent));
  const db = await e2eDatabase();
  await createSession(db, user.id, { userAgent: FIREFOX_ON_WINDOWS, ipAddress: '198.51.100.4' });
  await createSession(db, user.id, { userAgent: SAFARI_ON_IOS, ipAddress: '198.51.100.9' });

  await page.goto('/settings');
  const rows = sessionRows(page);
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Safari on iOS' })).toContainText('Last active');
  await rows
    .filter({ hasText: 'Safari on iOS' })
    .getByRole('button', { name: /^Sign out Safari on iOS/ })
    .click();
  await expect(rows).toHaveCount(2);
  await shot(page, 'sessions-360', { fullPage: true });
  await expectNoSeriousViolations(page, '/settings at 360 px');

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('This device');
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
});
