import type { Page, Route } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, horizontalOverflow, test, viewports } from './fixtures.ts';

// The public routes /pricing, /faq and /become-unblocker (docs/screens.md#routes); the forms' rules
// and errors (docs/forms.md#waitlists).

const applyProcedure = (url: URL) => url.pathname === '/api/trpc/waitlist.joinDevelopers';

/** A tRPC batch answer carrying an error. Status 200: Chromium logs any 4xx/5xx as a console
 * error (which fails the test); the tRPC client reads the error from the body. */
function fulfillTrpcError(route: Route, message: string, code: string, httpStatus: number) {
  const item = { error: { json: { message, code: -32603, data: { code, httpStatus } } } };
  return route.fulfill({ status: 200, contentType: 'application/json', json: [item] });
}

/** Axe (once: the rules do not change with the width), and nothing wider than a 360 px phone. */
async function expectAccessibleAndPhoneWide(page: Page): Promise<void> {
  await expectNoSeriousViolations(page);
  await page.setViewportSize(viewports.phone);
  expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/**
 * Opens a prerendered page and waits until it is live: a click on the server's HTML before React
 * hydrates it is lost (the application form's submit stays disabled until then; see use-hydrated).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

function question(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

async function fillApplication(page: Page, name: string, email: string) {
  const form = page.getByRole('main');
  // As a visitor does, scroll down to the form, which loads its code as it comes near.
  await form.getByLabel('Name', { exact: true }).scrollIntoViewIfNeeded();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Specialty').selectOption({ label: 'AI/ML' });
}

test('/pricing: the rates, the three steps and a worked example with the fee included', async ({
  page,
}) => {
  await open(page, '/pricing');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText('Account creation is free', { exact: false })).toBeVisible();
  await expect(main.getByText('$50', { exact: true })).toBeVisible();
  await expect(main.getByText('per hour', { exact: true })).toBeVisible();
  await expect(main.getByText('$25', { exact: true })).toBeVisible();
  await expect(main.getByText('for the first hour', { exact: true })).toBeVisible();
  for (const step of ['Submit a request', 'Review the plan', 'Make a payment']) {
    await expect(main.getByRole('heading', { level: 3, name: step })).toBeVisible();
  }

  // 3 h and 1 h 30 min at $50/h; the 10 % fee is inside the total, not added to it.
  const plan = main.getByRole('table', { name: 'A plan with two milestones' });
  const row = (name: RegExp | string) => plan.getByRole('row', { name });
  await expect(row(/3 h at \$50\/h/)).toContainText('$150.00');
  await expect(row(/1 h 30 min at \$50\/h/)).toContainText('$75.00');
  await expect(row(/Total you pay/)).toContainText('$225.00');
  await expect(row(/Platform fee \(10%\), included/)).toContainText('$22.50');
  await expect(row(/Your Unblocker earns \(90%\)/)).toContainText('$202.50');
  // The beta first hour at half price: $25 off the first milestone, absorbed by the platform.
  const beta = main.getByRole('complementary', { name: 'The same plan as a beta user' });
  await expect(beta).toContainText('milestone 1 costs $125.00 instead of $150.00');
  await expect(beta.getByRole('listitem').filter({ hasText: 'You pay' })).toContainText('$200.00');
  await expect(beta).toContainText('still earns $202.50');

  await expectAccessibleAndPhoneWide(page);
});

test('/faq: three tabs, one answer open at a time in each, true to the product', async ({
  page,
}) => {
  await open(page, '/faq');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveText(['General', 'Using the Platform', 'Security & Privacy']);
  await expect(main.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

  const who = question(page, 'Who are the Unblockers?');
  const cost = question(page, 'How much does it cost?');
  await who.click();
  await expect(who).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('reviewed by a person on our team')).toBeVisible();
  await cost.click();
  await expect(cost).toHaveAttribute('aria-expanded', 'true');
  await expect(who).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByText('$50 per hour')).toBeVisible();

  // Another tab has its own accordion; coming back finds the answer that was open.
  await main.getByRole('tab', { name: 'Using the Platform' }).click();
  await expect(cost).toBeHidden();
  const codeLock = question(page, 'When do I get the code?');
  await codeLock.click();
  await expect(main.getByText('they unlock for download only once you approve it')).toBeVisible();
  await main.getByRole('tab', { name: 'General' }).click();
  await expect(cost).toHaveAttribute('aria-expanded', 'true');

  // Keyboard: arrows move between tabs (Radix roving focus), and the panel follows.
  await main.getByRole('tab', { name: 'General' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('tab', { name: 'Security & Privacy' })).toBeFocused();
  await expect(question(page, 'Is my card information safe?')).toBeVisible();

  await expectAccessibleAndPhoneWide(page);
});

test('/become-unblocker: steps, benefits, FAQ, and the hero button takes focus to the form', async ({
  page,
}) => {
  await open(page, '/become-unblocker');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Become an Unblocker' })).toBeVisible();
  for (const heading of [
    'Create your profile',
    'Match with requests',
    'Unblock and earn',
    'Flexible work',
    'Extra income',
    'Make an impact',
    'Cutting-edge experience',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }

  const formHeading = main.getByRole('heading', { level: 2, name: 'Join Our Developer Network' });
  await expect(formHeading).not.toBeInViewport();
  // The form's code loads only as the form comes near: until then it is the page's HTML, its
  // submit disabled.
  const submit = main.getByRole('button', { name: 'Apply to Join' });
  await page.waitForLoadState('networkidle');
  await expect(submit).toBeDisabled();
  await main.getByRole('link', { name: 'Apply to Join' }).click();
  await expect(formHeading).toBeFocused();
  await expect(formHeading).toBeInViewport();
  await expect(submit).toBeEnabled();
  // The next Tab lands in the form.
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Name', { exact: true })).toBeFocused();

  const apply = question(page, 'Who can apply?');
  const paid = question(page, 'When do I get paid?');
  await apply.click();
  await expect(apply).toHaveAttribute('aria-expanded', 'true');
  await paid.click();
  await expect(paid).toHaveAttribute('aria-expanded', 'true');
  await expect(apply).toHaveAttribute('aria-expanded', 'false');
  await paid.click();
  await expect(paid).toHaveAttribute('aria-expanded', 'false');
  // Arrow keys move between the questions, wrapping at the ends; Home and End jump.
  await apply.focus();
  await page.keyboard.press('ArrowDown');
  await expect(question(page, 'How are applications reviewed?')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(question(page, 'What if I cannot solve a request?')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(apply).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Who can apply?' })).toBeVisible();

  await expectAccessibleAndPhoneWide(page);
});

test('the developer application says what is missing, then disables itself while sending', async ({
  page,
}) => {
  await open(page, '/become-unblocker');
  const main = page.getByRole('main');
  const name = main.getByLabel('Name', { exact: true });
  const submit = main.getByRole('button', { name: 'Apply to Join' });

  // A visitor scrolls down to the form, which loads its code as it comes near.
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await expect(main.getByText('Name is required')).toBeVisible();
  await expect(main.getByText('Email is required')).toBeVisible();
  await expect(main.getByText('Specialty is required')).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Email', { exact: true }).fill('not-an-email');
  await submit.click();
  await expect(main.getByText('Please enter a valid email address')).toBeVisible();

  // Hold the real request until the form has been seen in its sending state.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(applyProcedure, async (route) => {
    await released;
    await route.continue();
  });
  await fillApplication(page, '  Grace Hopper ', 'grace.hopper@example.com');
  await main.getByLabel(/Short bio or a GitHub\/LinkedIn URL/).fill('https://github.com/grace');
  await submit.click();

  await expect(main.getByRole('button', { name: 'Sending your application…' })).toBeDisabled();
  for (const label of ['Name', 'Email', 'Specialty']) {
    await expect(main.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(main.getByLabel(/Short bio/)).toBeDisabled();

  release();
  const confirmation = main.getByRole('heading', {
    name: 'Thanks, Grace Hopper! Check your email to confirm.',
  });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(main.getByText('grace.hopper@example.com')).toBeVisible();
  await expect(name).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the developer application shows the server’s error, else "An error occurred"', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await open(page, '/become-unblocker');
  const main = page.getByRole('main');
  let answer = { message: 'Email service error: try again soon', code: 'BAD_REQUEST', status: 400 };
  await page.route(applyProcedure, (route) =>
    fulfillTrpcError(route, answer.message, answer.code, answer.status),
  );

  await fillApplication(page, 'Alan Turing', 'alan@example.com');
  await main.getByRole('button', { name: 'Apply to Join' }).click();
  await expect(main.getByRole('alert')).toHaveText('Email service error: try again soon');
  // The form stays, filled in and usable, so a retry is one click.
  await expect(main.getByLabel('Name', { exact: true })).toBeEnabled();
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Alan Turing');

  // An internal error's text is not for users: the product's fallback instead.
  answer = {
    message: 'relation "waitlist" does not exist',
    code: 'INTERNAL_SERVER_ERROR',
    status: 500,
  };
  await main.getByRole('button', { name: 'Apply to Join' }).click();
  await expect(main.getByRole('alert')).toHaveText('An error occurred');
  expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
});
