import { expectNoSeriousViolations } from './axe.ts';
import { signInAsPerson, type NewPerson } from './people.ts';
import type { Page, Route } from '@playwright/test';
import { expect, test, topBar, viewports, horizontalOverflow } from './fixtures.ts';

// Protected routes and the signed-in layout (docs/screens.md#protected-routes, #signed-in-layout):
// the guard, the role redirects, the signed-in top bar and the first signed-in screens.

const RETURN_TO_KEY = 'unblock.returnTo';

const protectedPaths = [
  '/dashboard',
  '/dashboard/customer',
  '/dashboard/customer/profile',
  '/dashboard/developer',
  '/dashboard/developer/available',
  '/discussions',
  '/discussions/3f2a9c',
  '/moderation',
] as const;

const returnTo = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), RETURN_TO_KEY);

async function expectOnLanding(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Unblock' })).toBeVisible();
}

/** On /, asked to sign in (docs/public-site.md): the sign-in dialog is open over the landing page. */
async function expectAskedToSignIn(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

const isProcedure = (name: string) => (url: URL) => url.pathname === `/api/trpc/${name}`;

/** A tRPC batch response. Status 200 even for errors: Chromium logs any 4xx/5xx as a console
 * error, which the fixture treats as a failure; the tRPC client reads the error from the body. */
function fulfillTrpc(route: Route, item: object): Promise<void> {
  return route.fulfill({ status: 200, contentType: 'application/json', json: [item] });
}

const trpcError = (message: string, code: string, httpStatus: number) => ({
  error: { json: { message, code: -32603, data: { code, httpStatus } } },
});

test.describe('protected routes while signed out', () => {
  test('/help is the help centre for visitors too, in the public layout', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await returnTo(page)).toBeNull();
  });

  // One page for all the paths (each in its own step, named in a failure): a page per path cost
  // its own browser context and cold load, about 2.5 s each, to test one redirect.
  test('each protected path sends the visitor to / to sign in and remembers where they were going', async ({
    page,
  }) => {
    for (const path of protectedPaths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAskedToSignIn(page);
        expect(await returnTo(page)).toBe(path);
        await page.evaluate(() => sessionStorage.clear());
      });
    }
  });

  test('the remembered location keeps the query string', async ({ page }) => {
    await page.goto('/dashboard/customer/profile?tab=history');
    await expectAskedToSignIn(page);
    expect(await returnTo(page)).toBe('/dashboard/customer/profile?tab=history');
  });

  test('an unknown path under /dashboard goes to / without being remembered', async ({ page }) => {
    await page.goto('/dashboard/nowhere');
    await expectOnLanding(page);
    expect(await returnTo(page)).toBeNull();
  });

  test('a spinner shows while the account loads', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isProcedure('auth.me'), async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/dashboard/customer');
    const spinner = page.getByRole('status', { name: 'Loading your account' });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    release();
    await expectAskedToSignIn(page);
    await expect(spinner).toHaveCount(0);
    expect(await returnTo(page)).toBe('/dashboard/customer');
  });

  test('when the account cannot be loaded the visitor is treated as signed out', async ({
    page,
  }) => {
    await page.route(isProcedure('auth.me'), (route) =>
      fulfillTrpc(route, trpcError('Database unavailable', 'INTERNAL_SERVER_ERROR', 500)),
    );

    await page.goto('/discussions');
    // The client retries a server error twice (about 3 s) before giving up.
    await expect(page).toHaveURL('/', { timeout: 10_000 });
    await expectAskedToSignIn(page);
    expect(await returnTo(page)).toBe('/discussions');
  });
});

/*
 * Signed-in tests start from accounts and sessions written to the database (signing up through
 * the mailbox is accounts.spec.ts's subject, and took a few seconds per test here).
 */
const users = {
  customer: { role: 'customer', firstName: 'Ada', lastName: 'Lovelace' },
  developer: { role: 'developer' },
  moderator: { role: 'moderator' },
} as const;

async function signInAs(page: Page, user: NewPerson): Promise<string> {
  return (await signInAsPerson(page, user)).email;
}

const mainNav = (page: Page) => topBar(page).getByRole('navigation', { name: 'Main' });

test.describe('signed-in shell on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('a customer at / and /dashboard lands on the customer dashboard', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard/customer');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard/customer');
  });

  test('the customer dashboard shows My Requests with the welcome text', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer');

    const requests = page.getByRole('region', { name: 'My Requests' });
    await expect(requests).toContainText(
      'Welcome! You have no open requests yet. When you submit a request, it will appear here.',
    );
    await expectNoSeriousViolations(page);
  });

  test('customer navigation, active items and the logo', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer');

    const nav = mainNav(page);
    // toContainText: the avatar's initials (hidden from screen readers) sit inside My Account.
    await expect(nav.getByRole('link')).toContainText([
      'Dashboard',
      'Discussions',
      'Help',
      'My Account',
    ]);
    await expect(topBar(page).getByRole('link', { name: 'Unblock', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/customer',
    );
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveAccessibleName('Dashboard');

    // The dashboard root is active only on itself; the account page lives below it.
    await nav.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL('/dashboard/customer/profile');
    await expect(current).toHaveAccessibleName('My Account');

    // Discussions stays active on a single discussion.
    await page.goto('/discussions/3f2a9c');
    await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
    await expect(current).toHaveAccessibleName('Discussions');

    // The gear beside the bell leads to the account's settings.
    await topBar(page).getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });

  test('a customer opening another role’s screen is sent to their own dashboard', async ({
    page,
  }) => {
    await signInAs(page, users.customer);
    for (const path of ['/dashboard/developer', '/dashboard/developer/available', '/moderation']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard/customer');
    }
  });

  test('My Account shows the profile block and an empty Request History', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer/profile');

    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Ada Lovelace', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Request History' })).toContainText(
      'No tickets completed yet. Tickets will appear here once they are fully resolved.',
    );
    await expectNoSeriousViolations(page);
  });

  test('Edit Profile validates, saves and updates the name', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer/profile');

    const edit = page.getByRole('main').getByRole('button', { name: 'Edit', exact: true });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    const firstName = dialog.getByLabel('First name');
    const lastName = dialog.getByLabel('Last name');
    await expect(firstName).toHaveValue('Ada');
    await expect(lastName).toHaveValue('Lovelace');
    await expectNoSeriousViolations(page);

    await firstName.fill('A');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await firstName.fill('Augusta');
    await lastName.fill('King');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Augusta King', { exact: true })).toBeVisible();
    await expect(edit).toBeFocused();
  });

  test('a failed profile update is shown in red and the dialog stays open', async ({
    page,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/status of 401/);
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer/profile');

    await page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    // The session ends behind the page's back (as after a password reset elsewhere).
    await page.context().clearCookies();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to update profile: Please sign in to continue.',
    );
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('Sign Out goes to / without remembering the page', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    await topBar(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expectOnLanding(page);
    expect(await returnTo(page)).toBeNull();
    await expect(topBar(page).getByRole('link', { name: 'Unblock', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('Sign Out waits for lists still loading, so none is refused as signed out', async ({
    page,
  }) => {
    await signInAs(page, users.customer);
    // The account page's history list answers late, as on a slow network: signing out before it
    // arrived ended the session first, and the list was refused with a 401 in the console.
    await page.route(
      (url) => url.pathname.includes('tickets.mine'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    const listAnswered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.includes('tickets.mine'),
    );
    await page.goto('/dashboard/customer/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    await topBar(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expectOnLanding(page);
    expect((await listAnswered).status()).toBe(200);
  });

  test('a developer gets the developer dashboard, counters and navigation', async ({ page }) => {
    const developerEmail = await signInAs(page, users.developer);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard/developer');

    await expect(mainNav(page).getByRole('link')).toContainText([
      'Dashboard',
      'Discussions',
      'Available Requests',
    ]);
    for (const label of ['In Progress', 'Awaiting Response', 'Completed']) {
      const counter = page.getByRole('term').filter({ hasText: label });
      await expect(counter).toBeVisible();
      await expect(counter.locator('xpath=following-sibling::dd[1]')).toHaveText('0');
    }
    await expect(page.getByRole('region', { name: 'Active Tickets' })).toContainText(
      'No active tickets assigned to you.',
    );
    await expectNoSeriousViolations(page);

    await mainNav(page).getByRole('link', { name: 'Available Requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Available Tickets' })).toBeVisible();
    await expect(
      page.getByText('Set your supported categories to see available tickets', { exact: true }),
    ).toBeVisible();
    // No name: the profile block falls back to the email.
    await expect(page.getByRole('main').getByText(developerEmail)).toBeVisible();

    await page.goto('/dashboard/customer/profile');
    await expect(page).toHaveURL('/dashboard/developer');
  });

  test('a moderator lands on Moderation', async ({ page }) => {
    await signInAs(page, users.moderator);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/moderation');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText(['Moderation', 'Discussions']);
  });

  test('Help has a contact mailto link', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/,
    );
    await expectNoSeriousViolations(page);
  });
});

test.describe('signed-in shell on a 360 px phone', () => {
  test.use({ viewport: viewports.phone });

  test('the menu button opens a slide-in menu with the links and Sign Out', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer/profile');

    await expect(mainNav(page)).toBeHidden();
    const menuButton = topBar(page).getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toContainText([
      'Dashboard',
      'Discussions',
      'Help',
      'My Account',
    ]);
    await expect(menu.locator('[aria-current="page"]')).toHaveAccessibleName('My Account');
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Account Settings lives in the menu on phones (the top bar's gear is for wider screens).
    await expect(topBar(page).getByRole('link', { name: 'Account Settings' })).toBeHidden();
    await menuButton.click();
    await menu.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('My Account fits a phone without sideways scrolling', async ({ page }) => {
    await signInAs(page, users.customer);
    await page.goto('/dashboard/customer/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    const overflow = await horizontalOverflow(page);
    expect(overflow).toBe(0);
    await expectNoSeriousViolations(page);
  });
});
