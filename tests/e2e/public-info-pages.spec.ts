import { expectNoSeriousViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import {
  E2E_PASSWORD,
  createInviteCode,
  linkTo,
  uniqueEmail,
  waitForMail,
} from './accounts-support.ts';
import { expect, horizontalOverflow, test, viewports } from './fixtures.ts';
import { signInAsPerson } from './people.ts';

// /learn-more (waitlist and Beta Access tabs), /privacy-policy, /terms-and-conditions
// and the signed-in /help centre: their required texts, the forms' states, Axe and 360 px.

async function expectAccessibleAndFitting(page: Page, label: string): Promise<void> {
  await expectNoSeriousViolations(page, label);
  expect(await horizontalOverflow(page), `${label}: sideways scroll`).toBe(0);
}

/**
 * Opens a prerendered page and waits until it is live: a click on the server's HTML before React
 * hydrates it is lost (the waitlist's submit stays disabled until then).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The network can go idle before React has hydrated on a busy machine; the waitlist's submit
  // is enabled once it has (use-hydrated).
  const waitlist = page.getByRole('form', { name: 'Join the waitlist' });
  if ((await waitlist.count()) > 0) {
    await expect(waitlist.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  }
}

const waitlistEndpoint = '**/api/trpc/*waitlist.joinCustomers*';

test.describe('learn more', () => {
  test.use({ viewport: viewports.desktop });

  test('waitlist: validation, success popup whose Close goes home, and the same email again', async ({
    page,
  }) => {
    await open(page, '/learn-more');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'How to get access' });
    await expect(tabs.getByRole('tab', { name: 'Join the Waitlist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.getByRole('tab', { name: 'Beta Access' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Join the waitlist' });
    const submit = form.getByRole('button', { name: 'Join the Waitlist' });
    // The form loads as a visitor scrolls near it.
    await form.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Email').fill('not-an-email');
    await submit.click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    const email = uniqueEmail('waitlist');
    for (const round of [1, 2]) {
      if (round === 2) await open(page, '/learn-more');
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('Name').fill('  Riley Stuck  ');
      await form.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
      await submit.click();
      const popup = page.getByRole('dialog', { name: 'You were added to the waiting list!' });
      await expect(popup, `join #${round}`).toBeVisible();
      await expect(popup).toContainText('Riley Stuck');
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL('/');
    }
  });

  test.describe('when the server fails', () => {
    // The intercepted 500 is logged by the browser as a failed resource.
    test.use({ expectedConsoleErrors: [/status of 500/] });

    test('waitlist: submitting state, then "An error occurred" when the server fails', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(waitlistEndpoint, async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream down' });
      });
      await open(page, '/learn-more');
      const form = page.getByRole('form', { name: 'Join the waitlist' });
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('Name').fill('Sam');
      await form.getByLabel('Email').fill(uniqueEmail('waitlist-error'));
      await form.getByRole('button', { name: 'Join the Waitlist' }).click();

      await expect(form.getByRole('button', { name: 'Joining…' })).toBeDisabled();
      await expect(form.getByLabel('Name')).toBeDisabled();
      release();
      await expect(form.getByRole('alert')).toHaveText('An error occurred');
      await expect(form.getByLabel('Name')).toBeEnabled();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('Beta Access: sign up with an invite code and land signed in on the dashboard', async ({
    page,
  }) => {
    await open(page, '/learn-more');
    // The intro's link opens the tab and hands it focus, for keyboard users far above it.
    await page.getByRole('link', { name: 'I have an invite code' }).click();
    const betaTab = page.getByRole('tab', { name: 'Beta Access' });
    await expect(betaTab).toHaveAttribute('aria-selected', 'true');
    await expect(betaTab).toBeFocused();
    const panel = page.getByRole('tabpanel', { name: 'Beta Access' });
    const email = uniqueEmail('beta');
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await panel.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await panel.getByLabel('First name (optional)').fill('Beta');
    await panel.getByLabel('Invite code').fill((await createInviteCode()).toLowerCase());
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Where sign-up ends depends on the server's REQUIRE_EMAIL_VERIFICATION: straight to the
    // dashboard, signed in, or to /verification-pending and then in through the mailed link.
    await expect(page).toHaveURL(/\/(verification-pending|dashboard\/customer)$/);
    if (new URL(page.url()).pathname === '/verification-pending') {
      await expect(page.getByText(email)).toBeVisible();
      const mail = await waitForMail(page.request, email, /Confirm your email/);
      await page.goto(linkTo(mail, '/auth/callback'));
    }
    await expect(page).toHaveURL('/dashboard/customer', { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
  });
});

test('privacy policy and terms state every required point', async ({ page }) => {
  await page.goto('/privacy-policy');
  const privacy = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(privacy).toContainText('Effective: May 13, 2025');
  for (const fact of [
    'Your email address (required)',
    'Your full name (optional)',
    'Cookies and your IP address, for authentication',
    'we never receive or store your card details',
    'cloud hosting',
    'encrypted',
    '12 months',
    'There are no third-party trackers',
    'access your data',
    'delete your account',
    'opt out of marketing',
    'residents of the United States only',
    'not intended for, users in the European Union',
    'Children under 13 are excluded',
    'support@unblock.dev',
  ]) {
    await expect(privacy, fact).toContainText(fact);
  }
  // The contents link to their sections.
  await privacy
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Children' })
    .click();
  await expect(page).toHaveURL(/#children$/);

  await page.goto('/terms-and-conditions');
  const terms = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(terms).toContainText('Last updated: May 13, 2025');
  for (const fact of [
    'Customers',
    'Freelance developers',
    'Moderators',
    'You must be 18 or older',
    'residents of the United States only',
    '10% platform fee is included',
    'card payment provider',
    'held in escrow',
    'Code is released only after payment approval',
    'pending funds are refunded',
    'the code for those milestones is not handed over',
    'governed by the laws of the State of New York',
    'support@unblock.dev',
  ]) {
    await expect(terms, fact).toContainText(fact);
  }
});

test('help centre filters articles as you type and says when nothing matches', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signInAsPerson(page, { role: 'customer' });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  const status = page.getByRole('status').filter({ hasText: /article|match/ });
  await expect(status).toHaveText(/^\d+ articles in 7 topics$/);
  for (const topic of ['Requests', 'Plans', 'Payments & escrow', 'Refunds & disputes']) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }

  // A word only in a body, in another case: its article is listed and opened.
  await search.fill('AUTOMATICALLY');
  await expect(status).toHaveText('1 article matches “AUTOMATICALLY”');
  const article = page.getByRole('button', { name: 'What if I do not review a milestone?' });
  await expect(article).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/approved automatically/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Requests' })).toHaveCount(0);

  await search.fill('escrow refund');
  await expect(status).toHaveText(/^\d+ articles? match(es)? “escrow refund”$/);

  await search.fill('kubernetes');
  await expect(status).toHaveText('No articles match “kubernetes”');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'support@unblock.dev' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(search).toHaveValue('');
  await expect(status).toHaveText(/^\d+ articles in 7 topics$/);
});

test.describe('Axe finds nothing serious and nothing scrolls sideways', () => {
  test('privacy policy and terms at 360 px', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    for (const path of ['/privacy-policy', '/terms-and-conditions']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessibleAndFitting(page, `${path} at 360 px`);
    }
  });

  test('learn more, both tabs and the popup, at 1280 and 360 px', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await open(page, '/learn-more');
    await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();
    await expectAccessibleAndFitting(page, '/learn-more at 1280 px');

    await page.setViewportSize(viewports.phone);
    await expectAccessibleAndFitting(page, '/learn-more at 360 px');
    await page.getByRole('tab', { name: 'Beta Access' }).click();
    await expect(page.getByLabel('Invite code')).toBeVisible();
    await expectAccessibleAndFitting(page, '/learn-more Beta Access at 360 px');

    await page.getByRole('tab', { name: 'Join the Waitlist' }).click();
    await page.getByLabel('Name').fill('Alex');
    await page.getByLabel('Email').fill(uniqueEmail('waitlist-axe'));
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const popup = page.getByRole('dialog', { name: 'You were added to the waiting list!' });
    await expect(popup).toBeVisible();
    await expectAccessibleAndFitting(page, 'waitlist popup at 360 px');
    // Dismissed any way, the popup leads home.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/');
  });

  test('help centre with a search at 1280 and 360 px', async ({ page }) => {
    await signInAsPerson(page, { role: 'customer' });
    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport);
      await page.goto('/help');
      await page.getByRole('searchbox', { name: 'Search help articles' }).fill('code');
      await expect(
        page.getByRole('button', { name: 'When can I download the code?' }),
      ).toBeVisible();
      await expectAccessibleAndFitting(page, `/help at ${viewport.width} px`);
    }
  });
});
