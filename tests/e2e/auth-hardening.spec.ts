import type { Page, Request } from '@playwright/test';
import { COMMON_PASSWORD, INVALID_RESET_LINK } from '#shared/auth-messages.ts';
import {
  createInviteCode,
  E2E_PASSWORD,
  linkTo,
  signInAsNew,
  uniqueEmail,
  waitForMail,
} from './accounts-support.ts';
import { BASE_URL } from './e2e-server.ts';
import { expect, test, topBar } from './fixtures.ts';

// The security fixes in the browser (docs/security.md): the reset link's token never reaches the server in a URL, and the
// forms show the server's refusal of a common password in their red box.

const dialog = (page: Page) => page.getByRole('dialog');

/** What the server sees of each request the page makes: method and URL without fragment. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    url.hash = '';
    seen.push(`${request.method()} ${url.href}`);
  });
  return seen;
}

test('the reset page checks its link by POST, and refuses a common password in the red box', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 400/);
  const email = await signInAsNew(page, { role: 'customer' });
  await page.goto('/');
  const response = await page.request.post('/api/trpc/auth.requestPasswordReset', {
    headers: { origin: new URL(page.url()).origin },
    data: { json: { email } },
  });
  expect(response.status()).toBe(200);
  const mail = await waitForMail(page.request, email, /Reset your Unblock password/);
  const link = linkTo(mail, '/reset-password');
  const token = new URLSearchParams(link.split('#')[1]).get('token')!;

  const requests = recordRequests(page);
  await page.goto(link);
  const form = page.getByRole('button', { name: 'Reset Password' });
  await expect(form).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm new password').fill('password1');
  await form.click();
  await expect(page.getByRole('alert')).toHaveText(COMMON_PASSWORD);

  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password').fill('a brand new secret');
  await form.click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();

  expect(requests.filter((line) => line.includes(token))).toEqual([]);
  expect(requests.some((line) => /^POST .*\/api\/trpc\/auth\.checkResetToken/.test(line))).toBe(
    true,
  );
});

test('a malformed reset link is invalid at once, without asking the server', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/reset-password#token=not-a-token');
  await expect(page.getByText(INVALID_RESET_LINK)).toBeVisible();
  expect(requests.filter((line) => line.includes('checkResetToken'))).toEqual([]);
});

test('sign-up shows the refusal of a common password in the red box', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 400/);
  await page.goto('/');
  await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  const form = dialog(page);
  await form.getByLabel('Email').fill(uniqueEmail('common'));
  await form.getByLabel('Password', { exact: true }).fill('qwerty123');
  await form.getByLabel('Confirm password').fill('qwerty123');
  await form.getByLabel('Invite code').fill(await createInviteCode());
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByRole('alert')).toHaveText(COMMON_PASSWORD);
});

test('a browser that signed in before gets in through a flood of wrong passwords from strangers', async ({
  page,
  playwright,
}) => {
  // Sixty password checks on a shared 2-core machine.
  test.setTimeout(120_000);
  const email = await signInAsNew(page, { role: 'customer' });
  await page.goto('/dashboard/customer');
  await topBar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  // Signed out, the browser still holds its device cookie, out of the page's scripts' reach.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'unblock_session')).toBeUndefined();
  expect(cookies.find((cookie) => cookie.name === 'unblock_device')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
  });

  // Ten wrong passwords from each of six other addresses, then the right one from a seventh.
  const signInFrom = async (address: number, password: string) => {
    const stranger = await playwright.request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${address}`, origin: BASE_URL },
    });
    try {
      return (
        await stranger.post('/api/trpc/auth.signIn', { data: { json: { email, password } } })
      ).status();
    } finally {
      await stranger.dispose();
    }
  };
  for (let address = 1; address <= 6; address++) {
    for (let guess = 0; guess < 10; guess++) await signInFrom(address, `wrong ${guess}`);
  }
  expect(await signInFrom(7, E2E_PASSWORD)).toBe(429);

  await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(E2E_PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/customer');
});
