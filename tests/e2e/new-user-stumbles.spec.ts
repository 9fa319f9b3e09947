import type { APIRequestContext, Page } from '@playwright/test';
import { VERIFICATION_FAILED } from '#shared/auth-messages.ts';
import {
  createInviteCode,
  E2E_PASSWORD,
  linkTo,
  uniqueEmail,
  waitForMail,
} from './accounts-support.ts';
import { BASE_URL } from './e2e-server.ts';
import { atBothWidths, expect, test } from './fixtures.ts';
import { insertRequests, setPassword, signInAsPerson } from './people.ts';

// Where people new to Unblock used to stumble: a help link, a link opened signed out, an older
// verification mail, a verification link cut short, a developer's invite link
// (docs/public-site.md, docs/accounts.md).

const dialog = (page: Page) => page.getByRole('dialog');

async function post(request: APIRequestContext, name: string, input: unknown) {
  const response = await request.post(`/api/trpc/${name}`, {
    headers: { origin: BASE_URL },
    data: { json: input },
  });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
}

test("a visitor's Visit the Help Center opens the help center", async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Visit the Help Center' }).click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page).toHaveTitle('Help · Unblock');
  await expect(page.getByRole('button', { name: 'How do I share files?' })).toBeVisible();
  // Still a visitor: the public top bar, with its Sign In.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await atBothWidths(page, 'the help center', { shots: 'help-visitor' });
});

for (const link of [
  { name: "a customer's plan", role: 'customer', path: '/dashboard/customer/plan/' },
  { name: "a developer's plan", role: 'developer', path: '/dashboard/developer/plan/' },
  { name: 'a conversation', role: 'customer', path: '/discussions/' },
] as const) {
  test(`${link.name} opened signed out asks to sign in, then opens`, async ({ page }) => {
    const customer = await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
    const [ticketId] = await insertRequests(customer, ['The login page loops forever']);
    const developer = await signInAsPerson(page, { role: 'developer', categories: ['web'] });
    // A conversation is there once a developer has taken the request; before, the customer's
    // link to it leads back to the list.
    const taken = link.path === '/discussions/';
    if (taken)
      await developer.api.tickets.grabTicket.mutate({ ticketId: ticketId!, expectedVersion: 1 });
    const person = link.role === 'customer' ? customer : developer;
    await setPassword(person, E2E_PASSWORD);
    await page.context().clearCookies();

    await page.goto(`${link.path}${ticketId}`);
    await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await atBothWidths(page, 'the sign-in asked for', {
      shots: `deep-link-${link.role}-${link.path.split('/')[1]}`,
    });
    await dialog(page).getByLabel('Email').fill(person.email);
    await dialog(page).getByLabel('Password').fill(E2E_PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${link.path}${ticketId}`);
    // And it stays there, showing what the link named.
    await expect(page.getByText('The login page loops forever').first()).toBeVisible();
    await expect(page).toHaveURL(`${link.path}${ticketId}`);
    // Out of the pool of available requests, where other specs expect theirs alone.
    if (!taken) {
      await customer.api.tickets.deleteTicket.mutate({ ticketId: ticketId!, expectedVersion: 1 });
    }
  });
}

test('the first verification link still verifies after a resend, and lapses once verified', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 400/);
  const email = uniqueEmail('resent');
  await post(page.request, 'auth.signUp', {
    email,
    password: E2E_PASSWORD,
    confirmPassword: E2E_PASSWORD,
    firstName: 'Ada',
    lastName: '',
    inviteCode: await createInviteCode(),
  });
  const first = await waitForMail(page.request, email, /Confirm your email/);
  await post(page.request, 'auth.resendVerification', { email });
  let second = first;
  await expect
    .poll(async () => {
      second = await waitForMail(page.request, email, /Confirm your email/);
      return linkTo(second, '/auth/callback') !== linkTo(first, '/auth/callback');
    })
    .toBe(true);

  await page.goto(linkTo(first, '/auth/callback'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/customer', { timeout: 5_000 });

  await page.goto(linkTo(second, '/auth/callback'));
  await expect(page.getByText(VERIFICATION_FAILED)).toBeVisible();
});

test('a verification link without its token says it is invalid and offers the way on', async ({
  page,
}) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await expect(page.getByText(VERIFICATION_FAILED)).toBeVisible();
  await expect(page.getByText('session could not be established')).toHaveCount(0);
  const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
  ).toBeVisible();
  // Before the card's own trip home (3 s): Sign in opens the dialog there.
  await signIn.click();
  await expect(page).toHaveURL('/');
  await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test("a developer's invite link lands on copy for developers", async ({ page }) => {
  const code = await createInviteCode({ role: 'developer' });
  // The server's answer about whose invite it is, held: meanwhile no customer copy shows.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/trpc/auth.inviteLinkRole*', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(`/learn-more?code=${code}#beta-access`);
  await expect(page.getByLabel('Invite code')).toHaveValue(code);
  await expect(
    page.getByRole('heading', { name: 'Create your account', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Get a developer on your code')).toHaveCount(0);
  await expect(page.getByText(/Beta users pay half price/)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Join the Waitlist' })).toHaveCount(0);
  answer();

  await expect(page.getByRole('heading', { level: 1, name: 'Become an Unblocker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your developer account' })).toBeVisible();
  await expect(page.getByLabel('Invite code')).toHaveValue(code);
  await expect(page.getByText('Get a developer on your code')).toHaveCount(0);
  await expect(page.getByText(/Beta users pay half price/)).toHaveCount(0);
  await atBothWidths(page, 'the developer invite', { shots: 'developer-invite' });

  // A customer's invite keeps the customer's pitch.
  const customerCode = await createInviteCode({ role: 'customer' });
  await page.goto(`/learn-more?code=${customerCode}#beta-access`);
  await expect(page.getByLabel('Invite code')).toHaveValue(customerCode);
  await expect(page.getByRole('heading', { name: 'Get a developer on your code' })).toBeVisible();
});
