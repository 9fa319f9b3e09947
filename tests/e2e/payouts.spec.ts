import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, shot, test } from './fixtures.ts';
import { fundedRequest, submitThroughApi } from './handover-support.ts';
import { ada, closeAll, linus, side, titled } from './sides.ts';

// Payouts in the sandbox (docs/payments.md#payouts, docs/screens.md#dashboards): a developer sets
// them up on the sandbox's stand-in for Stripe's onboarding, their approved milestone's share is
// paid out by the background job, and the customer finds the payment and its receipt.

const payoutsPanel = (page: Page): Locator => page.getByRole('region', { name: 'Payouts' });

/** The developer's dashboard, opened cold in a new browser: the whole app loads first. */
async function openDeveloperDashboard(page: Page) {
  await page.goto('/dashboard/developer');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Dashboard' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Set up payouts → the sandbox's onboarding page. */
async function openOnboarding(page: Page, button: 'Set up payouts' | 'Continue setup') {
  await payoutsPanel(page).getByRole('button', { name: button }).click();
  await expect(page).toHaveURL('/sandbox/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible({
    timeout: 15_000,
  });
}

test('a developer sets up payouts, is paid out when a milestone is approved, and the customer has its receipt', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const developer = await side(browser, linus);
  const customer = await side(browser, ada);
  const dPage = developer.page;

  // Not set up: the panel says why to, and offers it.
  await openDeveloperDashboard(dPage);
  const panel = payoutsPanel(dPage);
  await expect(panel).toContainText(
    'Set up payouts to receive what you earn: approved milestones are paid to your bank account through Stripe.',
  );
  await atBothWidths(dPage, 'the payouts panel, not set up', {
    check: () => expectNoSeriousViolations(dPage, 'the developer dashboard'),
    shots: 'payouts/dashboard-not-set-up',
  });

  // The sandbox's onboarding asks for nothing, and says so.
  await openOnboarding(dPage, 'Set up payouts');
  await expect(dPage.getByRole('note')).toContainText('stands in for Stripe’s onboarding');
  await expect(dPage.getByRole('note')).toContainText('no money moves');
  // Outside the app's chrome, as a provider's own page.
  await expect(dPage.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await atBothWidths(dPage, 'the sandbox onboarding', {
    check: async () => {
      await expectNoSeriousViolations(dPage, 'the sandbox onboarding');
      // The two choices side by side, not stacked, even on a phone.
      const finish = await dPage.getByRole('button', { name: 'Finish setup' }).boundingBox();
      const later = await dPage.getByRole('button', { name: 'Leave for later' }).boundingBox();
      expect(Math.abs(finish!.y - later!.y)).toBeLessThan(2);
    },
    shots: 'payouts/sandbox-onboarding',
  });

  // Finished: back on the dashboard, the address clean, the panel says payouts are on.
  await dPage.getByRole('button', { name: 'Finish setup' }).click();
  await expect(dPage).toHaveURL('/dashboard/developer');
  await expect(panel.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your payout details were saved.',
  );
  await expect(panel).toContainText('Payouts are on');
  await expect(panel.getByRole('button')).toHaveCount(0);
  await atBothWidths(dPage, 'the payouts panel, on', { shots: 'payouts/dashboard-payouts-on' });

  // Before any payment, the customer's list says there is none.
  await customer.page.goto('/dashboard/customer/payments');
  await expect(customer.page.getByText('No payments yet.')).toBeVisible({ timeout: 15_000 });

  // A milestone of theirs is funded, handed over and approved (through the API).
  const milestoneTitle = 'Make the checkout remember coupon codes across sessions and devices';
  const title = titled('Coupons are forgotten');
  const { ticketId, milestoneIds } = await fundedRequest(
    customer.person,
    developer.person,
    `${title}\nA coupon entered on the phone is gone on the laptop.`,
    [{ title: milestoneTitle, estimatedMinutes: 60, hourlyRateCents: 5000 }],
  );
  await submitThroughApi(developer.person, dPage, ticketId, milestoneIds[0]!, {
    deliverable: { name: 'coupons.txt', text: 'Coupons are stored with the account now.' },
  });
  const inReview = await customer.person.api.tickets.get.query({ ticketId });
  await customer.person.api.tickets.approveMilestone.mutate({
    ticketId,
    expectedVersion: inReview.version,
    milestoneId: milestoneIds[0]!,
  });

  // The developer's 90 % of the $50.00 milestone ($45.00) is paid out by the background job:
  // the row says so once it is, without a reload.
  await openDeveloperDashboard(dPage);
  const shortId = `#${ticketId.slice(-6).toUpperCase()}`;
  const milestone = `Request ${shortId} · ${milestoneTitle}`;
  const row = dPage
    .getByRole('list', { name: 'Milestone payments' })
    .getByRole('listitem')
    .filter({ hasText: shortId });
  await expect(row).toContainText(/Paid out on [A-Z][a-z]{2} \d{1,2}, \d{4}/, { timeout: 30_000 });
  await expect(row).toContainText(milestone);
  await expect(row).toContainText('$45.00');
  const totals = dPage.locator('dl').filter({ hasText: 'Waiting for approval' });
  await expect(totals.getByRole('term')).toHaveText([
    'Available',
    'Waiting for approval',
    'Paid out',
  ]);
  await expect(totals.getByRole('definition')).toHaveText(['$0.00', '$0.00', '$45.00']);
  await atBothWidths(dPage, 'the earnings, paid out', {
    check: async () => {
      await expectNoSeriousViolations(dPage, 'the developer dashboard');
      // A long milestone title keeps most of the row's width: not broken a few letters a line.
      const name = await row.getByText(milestoneTitle).boundingBox();
      const whole = await row.boundingBox();
      expect(name!.width / whole!.width).toBeGreaterThan(0.6);
    },
    shots: 'payouts/dashboard-paid-out',
  });

  // The customer: My Account → Payments and receipts → the payment → its receipt.
  const cPage = customer.page;
  await cPage.goto('/dashboard/customer/profile');
  await expect(cPage.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible({
    timeout: 15_000,
  });
  await atBothWidths(cPage, 'My Account', { shots: 'payouts/customer-account' });
  await cPage.getByRole('link', { name: 'Payments and receipts' }).click({ timeout: 15_000 });
  await expect(cPage).toHaveURL('/dashboard/customer/payments');
  await expect(
    cPage.getByRole('heading', { level: 1, name: 'Payments and receipts' }),
  ).toBeVisible();
  const payment = cPage
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: shortId });
  // The beta discount halves the first hour: $25.00 paid for the $50.00 milestone.
  await expect(payment).toContainText('$25.00');
  await expect(payment).toContainText('Released to your Unblocker');
  await expect(payment.getByRole('link', { name: milestone, exact: true })).toHaveAttribute(
    'href',
    `/dashboard/customer/plan/${ticketId}`,
  );
  await atBothWidths(cPage, 'the customer’s payments', {
    check: () => expectNoSeriousViolations(cPage, 'the payments list'),
    shots: 'payouts/customer-payments',
  });

  await payment.getByRole('link', { name: /^Receipt/ }).click();
  await expect(cPage).toHaveURL(/\/dashboard\/customer\/payments\/[0-9a-f-]{36}$/);
  const billingRecordId = cPage.url().split('/').at(-1)!;
  const receipt = cPage.getByRole('article', {
    name: `Receipt for ${milestone}`,
  });
  await expect(receipt).toContainText('Paid byAda Lovelace');
  await expect(receipt).toContainText(`Milestone${milestone}`);
  const amounts = receipt.getByRole('region', { name: 'Amounts' });
  await expect(amounts.getByRole('term')).toHaveText([
    'Milestone price',
    'Beta first-hour discount',
    /^Total paid\s*the 10 % platform fee included \(\$5\.00\)$/,
  ]);
  await expect(amounts.getByRole('definition')).toHaveText(['$50.00', '−$25.00', '$25.00']);
  await expect(receipt).toContainText(`Reference ${billingRecordId}`);
  await atBothWidths(cPage, 'the receipt', {
    check: () => expectNoSeriousViolations(cPage, 'the receipt'),
    shots: 'payouts/receipt',
  });

  // Print prints the page as it is; on paper, the receipt alone.
  await cPage.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await cPage.getByRole('button', { name: 'Print' }).click();
  await expect(cPage.locator('body')).toHaveAttribute('data-printed', 'yes');
  await cPage.emulateMedia({ media: 'print' });
  await expect(cPage.getByRole('banner')).toBeHidden();
  await expect(cPage.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await shot(cPage, 'payouts/receipt-print', { fullPage: true });
  await cPage.emulateMedia({ media: 'screen' });
  await expect(cPage.getByRole('banner')).toBeVisible();

  await closeAll(developer, customer);
});

test('a developer who leaves the setup for later reads what Stripe still asks for', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const developer = await side(browser, linus);
  const page = developer.page;
  await openDeveloperDashboard(page);
  await openOnboarding(page, 'Set up payouts');
  await page.getByRole('button', { name: 'Leave for later' }).click();

  await expect(page).toHaveURL('/dashboard/developer');
  const panel = payoutsPanel(page);
  await expect(panel.getByRole('status').filter({ hasText: 'not finished' })).toHaveText(
    'Your payout setup is not finished yet.',
  );
  await expect(panel).toContainText(
    'Stripe still asks for an identity document and a bank account for payouts.',
  );
  await expect(panel.getByRole('button', { name: 'Continue setup' })).toBeVisible();
  await atBothWidths(page, 'the payouts panel, unfinished', {
    check: () => expectNoSeriousViolations(page, 'the developer dashboard'),
    shots: 'payouts/dashboard-unfinished',
  });

  // Continue setup opens the onboarding again; a spent link coming back asks for a fresh one.
  await openOnboarding(page, 'Continue setup');
  await page.goto('/dashboard/developer?payouts=refresh');
  await expect(page).toHaveURL('/sandbox/onboarding', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();

  await closeAll(developer);
});
