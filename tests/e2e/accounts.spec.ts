import type { Page } from '@playwright/test';
import { BASE_URL } from './e2e-server.ts';
import {
  EXPIRED_CODE,
  INVALID_CODE,
  INVALID_RESET_LINK,
  RESEND_SENT,
  USED_CODE,
  VERIFICATION_FAILED,
} from '#shared/auth-messages.ts';
import {
  createInviteCode,
  E2E_PASSWORD,
  linkTo,
  uniqueEmail,
  waitForMail,
} from './accounts-support.ts';
import { expect, test, topBar } from './fixtures.ts';

// The whole account journey in a real browser against the real server, its embedded
// PostgreSQL, its worker and its dev mailbox (docs/testing.md).

const dialog = (page: Page) => page.getByRole('dialog');

async function openSignIn(page: Page) {
  await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
}

async function fillSignUp(page: Page, email: string, inviteCode: string) {
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  const form = dialog(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await form.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Invite code').fill(inviteCode);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await openSignIn(page);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(password);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs up through the modal and verifies through the mailed link; ends on the dashboard. */
async function signUpAndVerify(page: Page, role: 'customer' | 'developer' = 'customer') {
  const email = uniqueEmail(role);
  await page.goto('/');
  await fillSignUp(page, email, await createInviteCode({ role }));
  await expect(page).toHaveURL('/verification-pending');
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(page.request, email, /Confirm your email/);
  await page.goto(linkTo(mail, '/auth/callback'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  // The token never stays in the address bar or the history.
  expect(new URL(page.url()).hash).toBe('');
  // To the dashboard after 2 s (docs/screens.md#routes).
  await expect(page).toHaveURL(`/dashboard/${role}`, { timeout: 5_000 });
  return email;
}

test('sign up with an invite code, verify through the mailbox, land on the customer dashboard', async ({
  page,
}) => {
  await signUpAndVerify(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Account' })
    .click();
  await expect(page.getByRole('main').getByText('Ada Lovelace', { exact: true })).toBeVisible();
});

test('a developer invite code creates a developer, who lands on the developer dashboard', async ({
  page,
}) => {
  await signUpAndVerify(page, 'developer');
  await expect(page.getByText('No active tickets assigned to you.')).toBeVisible();
});

test('sign out, then sign in again and land where you were going', async ({ page }) => {
  const email = await signUpAndVerify(page);
  await topBar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/dashboard/customer/profile');
  await expect(page).toHaveURL('/');
  // Asked to sign in at once (docs/public-site.md): the dialog is already open.
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(E2E_PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/customer/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // Signed in, the landing page is not for them any more (docs/screens.md#routes).
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard/customer');
});

test('forgotten password: mailbox, new password, sign in with it', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The old password is refused: the browser logs the 401.
  expectedConsoleErrors.push(/status of 401/);
  const email = await signUpAndVerify(page);
  await topBar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');

  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog(page)).toContainText(email);
  await expect(dialog(page).getByRole('button', { name: 'Return to Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  const mail = await waitForMail(page.request, email, /Reset your Unblock password/);
  await page.goto(linkTo(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  // To / after 3 s (docs/screens.md#routes).
  await expect(page).toHaveURL('/', { timeout: 6_000 });

  // The link worked once only.
  await page.goto(linkTo(mail, '/reset-password'));
  await expect(page.getByText(INVALID_RESET_LINK)).toBeVisible();

  await page.goto('/');
  await signIn(page, email, E2E_PASSWORD);
  await expect(dialog(page).getByRole('alert')).toHaveText('Invalid email or password');
  await dialog(page).getByLabel('Password').fill('a brand new secret');
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/customer');
});

test("invite code errors show the product's texts in the red box", async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 400/);
  await page.goto('/');
  const alert = () => dialog(page).getByRole('alert');

  await fillSignUp(page, uniqueEmail('unknown-code'), 'NOSUCHCODE');
  await expect(alert()).toHaveText(INVALID_CODE);

  const used = await createInviteCode();
  // The code is spent by someone else first.
  const other = await page.request.post('/api/trpc/auth.signUp', {
    headers: { origin: BASE_URL },
    data: {
      json: {
        email: uniqueEmail('first-user'),
        password: E2E_PASSWORD,
        confirmPassword: E2E_PASSWORD,
        inviteCode: used,
      },
    },
  });
  expect(other.status()).toBe(200);
  await dialog(page).getByLabel('Invite code').fill(used);
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(alert()).toHaveText(USED_CODE);

  await dialog(page)
    .getByLabel('Invite code')
    .fill(await createInviteCode({ expires: '2020-01-31' }));
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(alert()).toHaveText(EXPIRED_CODE);
  // Nothing typed was lost.
  await expect(dialog(page).getByLabel('First name')).toHaveValue('Ada');
});

test('an unverified account is told why and can have the link sent again', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 403/);
  const email = uniqueEmail('unverified');
  await page.goto('/');
  await fillSignUp(page, email, await createInviteCode());
  await expect(page).toHaveURL('/verification-pending');

  await page.goto('/');
  await signIn(page, email);
  await expect(dialog(page).getByRole('alert')).toContainText('Please verify your email');
  await dialog(page).getByRole('button', { name: 'Resend verification email' }).click();
  await expect(dialog(page).getByText(RESEND_SENT)).toBeVisible();
  const mails = await page.request.get('/dev/mailbox.json');
  const toThem = ((await mails.json()) as Array<{ to: string }>).filter(
    (mail) => mail.to === email,
  );
  expect(toThem).toHaveLength(2);
});

test("a bad verification link fails with the product's text and returns home", async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 400/);
  await page.goto('/auth/callback#token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByText(VERIFICATION_FAILED)).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 6_000 });
});
