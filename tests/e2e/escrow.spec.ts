import type { Locator, Page } from '@playwright/test';
import { expect, test, viewports, horizontalOverflow } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { payInPopup, submittedPlan, type SubmittedPlan } from './escrow-support.ts';
import { startAndSubmit } from './workspace-support.ts';

// The plan screen (docs/screens.md#plan-screen) and Approve Plan, Start, Submit and Approve
// Milestone (docs/lifecycle.md#who-may-do-what): the customer and the developer each keep the plan
// open, and every step of one reaches the other live; the money goes through the sandbox checkout,
// opened in a new tab.

const milestoneRow = (page: Page, title: string): Locator =>
  page.getByRole('row', { name: new RegExp(title) });

test.describe('escrow on the plan screen', () => {
  let plan: SubmittedPlan;

  test.beforeAll(async ({ browser }, testInfo) => {
    // Two sign-ups through the mailbox and a whole plan: more than one test's budget.
    testInfo.setTimeout(60_000);
    // 1:30 at $50/h is $75.00 (the first funding gets the first hour at half price: $50.00);
    // 1:00 at $50/h is $50.00. Total $125.00.
    plan = await submittedPlan(
      browser,
      [
        { title: 'Fix the freeze', estimatedMinutes: 90, hourlyRateCents: 5000 },
        { title: 'Add a regression test', estimatedMinutes: 60, hourlyRateCents: 5000 },
      ],
      viewports.desktop,
    );
  });

  test.afterAll(async () => {
    await plan.customer.context.close();
    await plan.developer.context.close();
  });

  test('approve, pay, start, submit, approve and pay the next, all seen live by both', async () => {
    test.setTimeout(90_000);
    const { ticketId, customer, developer } = plan;
    const heading = `Request #${ticketId.slice(-6).toUpperCase()} Roadmap`;

    // The developer keeps the plan open from start to end, never reloading it.
    await developer.page.goto(`/dashboard/developer/plan/${ticketId}`);
    await expect(developer.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(developer.page.getByRole('columnheader', { name: 'Paid?' })).toBeVisible();
    const devFirst = milestoneRow(developer.page, 'Fix the freeze');
    const devSecond = milestoneRow(developer.page, 'Add a regression test');
    await expect(devFirst.getByRole('cell', { name: 'No' })).toBeVisible();
    // Nothing to start before the customer pays.
    await expect(devFirst.getByRole('button')).toHaveCount(0);
    await expectNoSeriousViolations(developer.page);

    // 1. The customer reviews the plan and approves it.
    const page = customer.page;
    await page.goto(`/dashboard/customer/plan/${ticketId}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Payments page freezes' }),
    ).toBeVisible();
    await expect(page.getByText('Reviewing Plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Title',
      'Est. Time',
      'Hourly Rate',
      'Cost',
      'Status',
      'Actions',
    ]);
    const first = milestoneRow(page, 'Fix the freeze');
    await expect(first.getByRole('cell')).toContainText(['1:30', '$50.00/h', '$75.00', 'Planned']);
    await expect(page.getByRole('row', { name: /Total/ })).toContainText('$125.00');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/customer',
    );
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Approve Plan' }).click();
    const approvePlan = page.getByRole('alertdialog', { name: 'Approve this plan?' });
    await expect(approvePlan).toContainText('$75.00');
    await expect(approvePlan).toContainText('opens in a new tab');
    await expectNoSeriousViolations(page);
    const checkoutTab = customer.context.waitForEvent('page');
    await approvePlan.getByRole('button', { name: 'Approve and Pay' }).click();
    const popup = await checkoutTab;
    await expect(page).toHaveURL(`/discussions/${ticketId}`);

    // 2. The first payment, in the new tab (the beta discount applies to the first funding).
    await payInPopup(popup, '$50.00');
    await popup.close();

    // 3. The developer sees the payment arrive, starts and submits; the customer sees it live.
    await expect(devFirst.getByRole('cell', { name: 'Yes' })).toBeVisible();
    await expect(devSecond.getByRole('cell', { name: 'No' })).toBeVisible();
    await page.goto(`/dashboard/customer/plan/${ticketId}`);
    await expect(first.getByRole('cell', { name: 'Planned' })).toBeVisible();

    await startAndSubmit(developer.page, 'Fix the freeze');
    await expect(first.getByRole('cell', { name: 'In Review' })).toBeVisible();
    await expect(page.getByText('Reviewing Results', { exact: true })).toBeVisible();
    // The next milestone's payment is asked for after this approval, not ahead of it.
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

    // 4. The customer approves the work and is asked for the next milestone's payment.
    await first.getByRole('button', { name: /^Approve/ }).click();
    const approveMilestone = page.getByRole('alertdialog', { name: 'Approve this milestone?' });
    await approveMilestone.getByRole('button', { name: 'Approve' }).click();
    const payNext = page.getByRole('alertdialog', { name: 'Pay for the next milestone' });
    await expect(payNext).toContainText('Add a regression test');
    await expect(payNext).toContainText('$50.00');
    await expectNoSeriousViolations(page);
    const nextTab = customer.context.waitForEvent('page');
    await payNext.getByRole('button', { name: 'Continue to Payment' }).click();
    const nextPopup = await nextTab;
    await expect(payNext).toBeHidden();
    // Outside the dialog again (Radix hides the page from the accessibility tree while it is open).
    await expect(first.getByRole('cell', { name: 'Accepted' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({
        hasText: 'The payment page for “Add a regression test” opened in a new tab: $50.00 to pay.',
      }),
    ).toBeVisible();
    await payInPopup(nextPopup, '$50.00');
    await nextPopup.close();

    // 5. The developer sees the second payment, and can start the next milestone.
    await expect(devSecond.getByRole('cell', { name: 'Yes' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(devFirst.getByRole('cell', { name: 'Accepted' })).toBeVisible();
    await expect(devSecond.getByRole('button', { name: /^Start/ })).toBeEnabled();
    await expectNoSeriousViolations(developer.page);

    // On a 360 px phone the table becomes cards and nothing scrolls sideways.
    await developer.page.setViewportSize(viewports.phone);
    expect(await horizontalOverflow(developer.page)).toBe(0);
    await expect(devSecond.getByRole('button', { name: /^Start/ })).toBeVisible();
    await expectNoSeriousViolations(developer.page);

    expect(customer.errors, 'the customer pages logged errors').toEqual([]);
    expect(developer.errors, 'the developer page logged errors').toEqual([]);
  });

  test('a request the user may not see sends them to their dashboard, saying why', async () => {
    const { customer } = plan;
    const page = await customer.context.newPage();
    await page.goto('/dashboard/customer/plan/6f1c2a9e-8d3b-4c5e-9a7f-1b2c3d4e5f60');
    await expect(page).toHaveURL('/dashboard/customer');
    await expect(page.getByRole('alert')).toContainText('Request not found');
    await expect(page.getByRole('alert')).toContainText(
      "This request does not exist or you don't have permission to view it",
    );
    await expectNoSeriousViolations(page);
    await page.close();
    // The server's NOT_FOUND answer is a failed load in Chromium's log, and nothing else.
    expect(customer.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});
