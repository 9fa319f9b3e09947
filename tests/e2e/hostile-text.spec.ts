import { expect, test, viewports } from './fixtures.ts';
import { newParty } from './escrow-support.ts';
import { submitPlanThroughApi } from './payments-support.ts';

// Text people type is shown as text, everywhere it appears: markup in a request, a name or a
// milestone never becomes markup on the other party's screen, and no script of it runs.

const markup = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>';

test('markup typed into a request, a name and a milestone is shown as text and never runs', async ({
  browser,
}) => {
  const customer = await newParty(browser, viewports.desktop);
  const developer = await newParty(browser, viewports.desktop);
  const ticket = await submitPlanThroughApi(customer.page, developer.page, {
    customerName: { firstName: `Eve ${markup}`, lastName: '<b>Bold</b>' },
    description: `Fix ${markup}\n<a href="javascript:alert(1)">details</a>`,
    milestones: [{ title: `Step ${markup}`, estimatedMinutes: 60, hourlyRateCents: 5000 }],
  });

  // The developer's dashboard card: the request's first line and the customer's name.
  await developer.page.goto('/dashboard/developer');
  await expect(developer.page.getByText(`Fix ${markup}`).first()).toBeVisible();
  await expect(developer.page.getByText(`Eve ${markup}`).first()).toBeVisible();

  // The customer's roadmap: the request's body (with its would-be link) and the milestone.
  await customer.page.goto(`/dashboard/customer/plan/${ticket.id}`);
  await expect(customer.page.getByText(`Step ${markup}`).first()).toBeVisible();
  await expect(customer.page.getByText('<a href="javascript:alert(1)">details</a>')).toBeVisible();

  for (const page of [developer.page, customer.page]) {
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
    expect(await page.locator('img[src="x"], a[href^="javascript:"]').count()).toBe(0);
  }
  expect([...customer.errors, ...developer.errors]).toEqual([]);
  await customer.context.close();
  await developer.context.close();
});
