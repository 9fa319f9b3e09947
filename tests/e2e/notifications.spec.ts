import { expectNoSeriousViolations } from './axe.ts';
import {
  atBothWidths,
  expect,
  horizontalOverflow,
  shot,
  test,
  topBar,
  viewports,
} from './fixtures.ts';
import { insertRequests, signInAsPerson } from './people.ts';

// The bell (docs/notifications.md): a customer's open tab hears of the plan live, the notice
// leads to the plan page and is read there.

test('the bell counts a submitted plan live, and its notice leads to the plan, read', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(viewports.desktop);
  const customer = await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
  // In a category no other spec uses, and taken at once: nothing stays in the shared pool.
  const [ticketId] = await insertRequests(customer, ['Checkout page hangs\nOn submit'], ['mobile']);
  const other = await browser.newPage();
  const developer = await signInAsPerson(other, { role: 'developer', categories: ['mobile'] });
  const grabbed = await developer.api.tickets.grabTicket.mutate({
    ticketId: ticketId!,
    expectedVersion: 1,
  });

  await page.goto('/dashboard/customer');
  const bell = topBar(page).getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  // Nothing yet: the panel says so.
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText('Nothing new yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The developer plans and submits: the customer's open tab hears of it.
  const added = await developer.api.tickets.addMilestone.mutate({
    ticketId: ticketId!,
    expectedVersion: grabbed.version,
    milestone: {
      title: 'Find the hang',
      description: 'Profile the submit handler',
      estimatedMinutes: 60,
      hourlyRateCents: 5000,
    },
  });
  await developer.api.tickets.submitPlan.mutate({
    ticketId: ticketId!,
    expectedVersion: added.version,
  });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const short = `#${ticketId!.slice(-6).toUpperCase()}`;
  const notice = panel.getByRole('link', {
    name: new RegExp(`Unread: The roadmap for your request ${short} is ready`),
  });
  await expect(notice).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();

  await atBothWidths(page, 'the bell panel', {
    check: async () => {
      await expect(notice).toBeVisible();
      await expectNoSeriousViolations(page, 'the bell panel');
    },
    shots: 'bell',
  });

  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/customer/plan/${ticketId}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  // Read now: listed without the unread mark.
  await bell.click();
  await expect(
    panel.getByRole('link', { name: new RegExp(`^The roadmap for your request ${short}`) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // A developer's top bar holds the most links: with the bell it still fits where the desktop
  // links first show (700 px).
  await other.setViewportSize({ width: 700, height: 800 });
  await other.goto('/dashboard/developer');
  await expect(topBar(other).getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(await horizontalOverflow(other)).toBe(0);
  await shot(other, 'bell-developer-700');
  await other.close();
});
