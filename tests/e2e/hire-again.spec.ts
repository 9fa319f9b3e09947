import { expectNoSeriousViolations } from './axe.ts';
import { expect, shot, test, viewports } from './fixtures.ts';
import { fundedRequest, openRoadmap, submitThroughApi } from './handover-support.ts';
import { ada, closeAll, linus, side, titled } from './sides.ts';
import { requestCard } from './workspace-support.ts';

// Hire again (docs/lifecycle.md#hire-again): a customer offers a new request to the Unblocker who
// completed one of theirs; it is theirs alone, whatever their categories, until they pass (or 48
// hours run out), and then every matching Unblocker's.

const ONE_HOUR = { estimatedMinutes: 60, hourlyRateCents: 5000 };

test.use({ viewport: viewports.desktop });
test.describe.configure({ timeout: 180_000 });

test('a customer hires their Unblocker again: the request is theirs alone until they pass', async ({
  browser,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const mobile = await side(browser, {
    role: 'developer',
    firstName: 'Grace',
    lastName: 'Hopper',
    categories: ['mobile'],
  });
  const { person: dev } = developer;

  // A first request, completed by Linus.
  const first = await fundedRequest(customer.person, dev, titled('Login loops'), [
    { title: 'Fix the redirect', ...ONE_HOUR },
  ]);
  await submitThroughApi(dev, developer.page, first.ticketId, first.milestoneIds[0]!, {
    deliverable: { name: 'fix.txt', text: 'Set the cookie path' },
  });
  const inReview = await customer.person.api.tickets.get.query({ ticketId: first.ticketId });
  await customer.person.api.tickets.approveMilestone.mutate({
    ticketId: first.ticketId,
    expectedVersion: inReview.version,
    milestoneId: first.milestoneIds[0]!,
  });

  // The completed request, in My Account, offers to hire him again.
  await customer.page.goto('/dashboard/customer/profile');
  await expect(
    requestCard(customer.page, 'Login loops').getByRole('link', { name: 'Hire again' }),
  ).toHaveAttribute('href', `/dashboard/customer?hireAgain=${dev.id}`, { timeout: 15_000 });

  // Hire again: the form says to whom and for how long. A mobile request, which Linus (web only)
  // would otherwise never see.
  const title = titled('App crashes on start');
  await customer.page.goto(`/developers/${dev.id}`);
  await customer.page.getByRole('link', { name: 'Hire again' }).click({ timeout: 15_000 });
  const form = customer.page.getByRole('dialog', { name: 'New Request' });
  await expect(form).toContainText(
    'Tell Linus Byte where you are stuck. It is offered to them alone for 48 hours; if they pass, every Unblocker who knows your stack may take it.',
    { timeout: 15_000 },
  );
  await form.getByLabel('Description').fill(`${title}\nOnly on Android 14.`);
  await form.getByLabel('Budget').fill('$120');
  await form
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: 'Mobile' })
    .check();
  await expectNoSeriousViolations(customer.page);
  await shot(customer.page, 'hire-again-form-1280');
  await customer.page.setViewportSize(viewports.phone);
  await expectNoSeriousViolations(customer.page);
  await shot(customer.page, 'hire-again-form-360', { fullPage: true });
  await customer.page.setViewportSize(viewports.desktop);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  const submitted = customer.page.getByRole('dialog', {
    name: 'Your request has been submitted successfully!',
  });
  await submitted.getByRole('button', { name: 'OK' }).click();
  await expect(requestCard(customer.page, title)).toBeVisible();

  // Linus finds it among his available requests, offered to him; Grace (mobile) does not see it.
  await developer.page.goto('/dashboard/developer/available');
  const offered = requestCard(developer.page, title);
  await expect(offered).toContainText(/Offered to you · \d+ hours? left/, { timeout: 15_000 });
  for (const [width, viewport] of [
    ['1280', viewports.desktop],
    ['360', viewports.phone],
  ] as const) {
    await developer.page.setViewportSize(viewport);
    await expectNoSeriousViolations(developer.page);
    await shot(offered, `hire-again-offered-card-${width}`);
  }
  await developer.page.setViewportSize(viewports.desktop);
  await mobile.page.goto('/dashboard/developer/available');
  await expect(mobile.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(requestCard(mobile.page, title)).toHaveCount(0);

  // He passes on it from its roadmap; then it is Grace's to see and take.
  const mine = await customer.person.api.tickets.mine.query({ which: 'open' });
  const ticketId = mine.items.find((card) => card.title.startsWith(title))!.id;
  await openRoadmap(developer.page, 'developer', ticketId);
  await developer.page.getByRole('button', { name: 'Pass' }).click();
  const confirm = developer.page.getByRole('alertdialog', { name: 'Pass on this request?' });
  await confirm.getByRole('button', { name: 'Pass' }).click();
  await expect(developer.page).toHaveURL(/\/dashboard\/developer$/);
  await mobile.page.reload();
  await expect(requestCard(mobile.page, title)).toBeVisible({ timeout: 15_000 });
  // As he left, his page may have asked once more for the request he may no longer see (a 404,
  // logged by the browser): the only error his page may log.
  developer.errors.splice(
    0,
    developer.errors.length,
    ...developer.errors.filter((error) => !/status of 404/.test(error)),
  );

  await closeAll(customer, developer, mobile);
});

test('a hire-again link for someone the customer never worked with says why not', async ({
  browser,
}) => {
  const customer = await side(browser, ada);
  for (const viewport of [viewports.desktop, viewports.phone]) {
    await customer.page.setViewportSize(viewport);
    await customer.page.goto(`/dashboard/customer?hireAgain=${crypto.randomUUID()}`);
    await expect(
      customer.page.getByText(
        'You can offer a request only to an Unblocker who completed one of your requests.',
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(customer.page.getByRole('dialog', { name: 'New Request' })).toHaveCount(0);
  }
  await closeAll(customer);
});
