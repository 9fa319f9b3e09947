import { expectNoSeriousViolations } from './axe.ts';
import { signInAsPerson } from './people.ts';
import { expect, test, viewports, horizontalOverflow } from './fixtures.ts';
import { approvedPlan, type ApprovedPlan } from './payments-support.ts';

// The sandbox provider's hosted checkout (/sandbox/checkout/:id) and `/paidSuccessful`
// (docs/screens.md#protected-routes): the first milestone's checkout, opened by "Approve Plan",
// paid by the customer in the browser.

const PAID_TEXT = 'Paid — held in escrow until you approve the work';

test('signed out, both pages send the visitor to / and remember where they were going', async ({
  page,
}) => {
  for (const path of [
    '/sandbox/checkout/6f1c2a9e-8d3b-4c5e-9a7f-1b2c3d4e5f60',
    '/paidSuccessful/6f1c2a9e-8d3b-4c5e-9a7f-1b2c3d4e5f60',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    // Asked to sign in at once (docs/screens.md#protected-routes).
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('unblock.returnTo'))).toBe(path);
  }
});

test.describe('milestone checkout with the sandbox provider', () => {
  test.use({ viewport: viewports.desktop });

  let plan: ApprovedPlan;
  let shortId: string;

  test.beforeAll(async ({ browser }, testInfo) => {
    // Three sign-ups through the mailbox and a whole plan: slower than one test's budget.
    testInfo.setTimeout(90_000);
    // 1:30 at $50/h is $75.00; the customer's first funding gets the first hour at half price.
    plan = await approvedPlan(browser, [
      { title: 'Fix the crash', estimatedMinutes: 90, hourlyRateCents: 5000 },
      { title: 'Add a regression test', estimatedMinutes: 60, hourlyRateCents: 5000 },
    ]);
    shortId = `#${plan.ticketId.slice(-6).toUpperCase()}`;
  });

  test('the customer checks the breakdown, pays, and sees the payment confirmed live', async ({
    page,
  }) => {
    await page.context().addCookies(plan.customerCookies);
    // Nothing is paid yet, so there is nothing to refund: the roadmap offers no refund request.
    const roadmap = `/dashboard/customer/plan/${plan.ticketId}`;
    await page.goto(roadmap);
    await expect(page.getByRole('row', { name: /Fix the crash/ })).toBeVisible();
    const requestRefund = page.getByRole('button', { name: 'Request a Refund' });
    await expect(requestRefund).toHaveCount(0);
    await page.goto(plan.checkoutPath);

    const checkout = page.getByRole('main');
    await expect(checkout.getByRole('heading', { level: 1, name: 'Fix the crash' })).toBeVisible();
    await expect(checkout.getByRole('note')).toContainText(
      'Sandbox checkout — no real card is charged',
    );
    await expect(checkout.getByText(`Request ${shortId}`, { exact: true })).toBeVisible();

    const breakdown = checkout.getByRole('region', { name: 'Price breakdown' });
    await expect(breakdown.getByRole('term')).toHaveText([
      '1:30 × $50.00/h',
      'Beta first-hour discount',
      'Total',
    ]);
    await expect(breakdown.getByRole('definition')).toHaveText(['$75.00', '−$25.00', '$50.00']);
    await expect(breakdown.getByRole('term').last()).toHaveCSS('font-weight', '700');
    await expect(breakdown).toContainText('Includes 10% platform fee ($7.50)');
    expect(plan.amountCents).toBe(5000);

    const pay = checkout.getByRole('button', { name: 'Pay $50.00' });
    const cancel = checkout.getByRole('link', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('href', `/dashboard/customer/plan/${plan.ticketId}`);
    await expectNoSeriousViolations(page);

    await page.setViewportSize(viewports.phone);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setViewportSize(viewports.desktop);

    // The thank-you page, already open in another tab, follows the record live.
    const thanks = await page.context().newPage();
    await thanks.goto(`/paidSuccessful/${plan.billingRecordId}`);
    const liveStatus = thanks.getByRole('status', { name: 'Status' });
    await expect(liveStatus).toHaveText('Confirming your payment…');

    // Held back, so the pending state of the button can be seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('sandboxPay'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await pay.click();
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'Processing your payment…' }),
    ).toHaveCount(1);
    release();

    await expect(page).toHaveURL(`/paidSuccessful/${plan.billingRecordId}`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Thank you for your payment!' }),
    ).toBeVisible();
    await expect(main.getByRole('status', { name: 'Status' })).toHaveText(PAID_TEXT);
    await expect(main.getByRole('definition').first()).toHaveText(
      `Request ${shortId} · Fix the crash`,
    );
    await expect(main.getByText('$50.00', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectNoSeriousViolations(page);

    // No reload in the other tab: the subscription brought the change.
    await expect(liveStatus).toHaveText(PAID_TEXT);
    await thanks.close();

    // With the money held, the roadmap offers the refund request.
    await page.goto(roadmap);
    await expect(requestRefund).toBeVisible();

    // Back on the checkout, there is nothing left to pay.
    await page.goto(plan.checkoutPath);
    await expect(page.getByText('This payment is already complete.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  test('another customer opening the checkout gets "Payment not found"', async ({
    page,
    expectedConsoleErrors,
  }) => {
    // The server's NOT_FOUND answers, which Chromium logs as failed loads.
    expectedConsoleErrors.push(/status of 404/);
    await signInAsPerson(page, { role: 'customer' });

    await page.goto(plan.checkoutPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expect(page.getByText('Fix the crash')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await page.goto(`/paidSuccessful/${plan.billingRecordId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
    await expect(page.getByText('Thank you for your payment!')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});
