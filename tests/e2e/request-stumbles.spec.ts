import type { Browser, Page } from '@playwright/test';
import { atBothWidths, expect, test } from './fixtures.ts';
import { insertRequests, signInAsPerson, type Person } from './people.ts';
import { requestCard } from './workspace-support.ts';

// Where people new to requests used to stumble: an edit to a request deleted meanwhile, the
// loser of a grab race, a draft lost on reload, a developer with no categories, and limits the
// form did not name (docs/forms.md, docs/screens.md).

const TAKEN = 'Another Unblocker took this request first.';

/** A second developer, signed in in a browser context of their own. */
async function rival(browser: Browser): Promise<{ page: Page; person: Person }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = await signInAsPerson(page, { role: 'developer', categories: ['web'] });
  return { page, person };
}

/**
 * Holds the page's next grab until `rivalGrabs` has taken the request first, so the page's grab
 * is the race's loser whatever the timing.
 */
async function loseTheRace(page: Page, rivalGrabs: () => Promise<unknown>) {
  await page.route('**/api/trpc/tickets.grabTicket*', async (route) => {
    await rivalGrabs();
    await route.continue();
  });
}

test('an edit to a request deleted meanwhile says it no longer exists and closes', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 404/);
  const customer = await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
  const [ticketId] = await insertRequests(customer, ['The checkout button does nothing']);
  await page.goto('/dashboard/customer');
  await requestCard(page, 'The checkout button does nothing')
    .getByRole('button', { name: 'Edit Request' })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Request' });
  await expect(form.getByLabel('Description')).toHaveValue('The checkout button does nothing');

  // Deleted in another tab while the form is open.
  const { version } = await customer.api.tickets.get.query({ ticketId: ticketId! });
  await customer.api.tickets.deleteTicket.mutate({ ticketId: ticketId!, expectedVersion: version });

  await form.getByLabel('Description').fill('The checkout button does nothing on Safari');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('This request no longer exists: it was deleted.')).toBeVisible();
  await expect(page.getByText('Failed to create ticket')).toHaveCount(0);
  await atBothWidths(page, 'the deleted request’s notice', { shots: 'edit-deleted' });
});

test('the loser of a grab race from the Available list hears another Unblocker took it', async ({
  page,
  browser,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of (404|409)/);
  const customer = await signInAsPerson(page, { role: 'customer' });
  const [ticketId] = await insertRequests(customer, ['Emails land in spam']);
  const other = await rival(browser);
  await signInAsPerson(page, { role: 'developer', categories: ['web'] });
  await page.goto('/dashboard/developer/available');
  await loseTheRace(page, () =>
    other.person.api.tickets.grabTicket.mutate({ ticketId: ticketId!, expectedVersion: 1 }),
  );

  await requestCard(page, 'Emails land in spam')
    .getByRole('button', { name: 'Grab Request' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Grab Request' });
  await dialog.getByRole('button', { name: 'Grab Request' }).click();
  await expect(dialog.getByText(TAKEN)).toBeVisible();
  await expect(dialog.getByText(/Request not found|Failed to activate/)).toHaveCount(0);
  // Nothing left to retry: the request has left the list.
  await expect(requestCard(page, 'Emails land in spam')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Grab Request' })).toHaveCount(0);
  await atBothWidths(page, 'the lost grab', { shots: 'grab-lost-list' });
  await other.page.context().close();
});

test('the loser of a grab race on the request’s page hears another Unblocker took it', async ({
  page,
  browser,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of (404|409)/);
  const customer = await signInAsPerson(page, { role: 'customer' });
  const [ticketId] = await insertRequests(customer, ['The map never loads']);
  const other = await rival(browser);
  await signInAsPerson(page, { role: 'developer', categories: ['web'] });
  await page.goto(`/dashboard/developer/plan/${ticketId}`);
  await loseTheRace(page, () =>
    other.person.api.tickets.grabTicket.mutate({ ticketId: ticketId!, expectedVersion: 1 }),
  );

  await page.getByRole('button', { name: 'Grab Request' }).click();
  await page
    .getByRole('alertdialog', { name: 'Grab this request?' })
    .getByRole('button', { name: 'Grab Request' })
    .click();
  // The dialog says it, then the page, once the request has left the developer's sight.
  await expect(page.getByRole('heading', { name: 'Request taken' })).toBeVisible();
  await expect(page.getByText(TAKEN).first()).toBeVisible();
  await expect(page.getByText('Request not found')).toHaveCount(0);
  await atBothWidths(page, 'the lost grab on the plan', { shots: 'grab-lost-plan' });
  await other.page.context().close();
});

test('a new request’s draft survives a reload, and Cancel discards it', async ({ page }) => {
  await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
  await page.goto('/dashboard/customer');
  await page.getByRole('button', { name: 'New Request' }).click();
  let form = page.getByRole('dialog', { name: 'New Request' });
  await form.getByLabel('Description').fill('Stripe webhooks time out\nOnly in production');
  await form.getByLabel('Budget').fill('$150');
  await form.getByLabel('Tech stack').fill('Next.js, Stripe');

  await page.reload();
  await page.getByRole('button', { name: 'New Request' }).click();
  form = page.getByRole('dialog', { name: 'New Request' });
  await expect(form.getByLabel('Description')).toHaveValue(
    'Stripe webhooks time out\nOnly in production',
  );
  await expect(form.getByLabel('Budget')).toHaveValue('$150');
  await expect(form.getByLabel('Tech stack')).toHaveValue('Next.js, Stripe');
  await atBothWidths(page, 'the restored draft', { shots: 'draft-restored' });

  // Another person signed in on this browser does not get it.
  await signInAsPerson(page, { role: 'customer', firstName: 'Bea' });
  await page.reload();
  await page.getByRole('button', { name: 'New Request' }).click();
  await expect(
    page.getByRole('dialog', { name: 'New Request' }).getByLabel('Description'),
  ).toHaveValue('');
});

test('a cancelled draft is gone, and a submitted one too', async ({ page }) => {
  await signInAsPerson(page, { role: 'customer' });
  await page.goto('/dashboard/customer');
  const form = page.getByRole('dialog', { name: 'New Request' });
  await page.getByRole('button', { name: 'New Request' }).click();
  await form.getByLabel('Description').fill('Thrown away');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'New Request' }).click();
  await expect(form.getByLabel('Description')).toHaveValue('');

  await form.getByLabel('Description').fill('Images upload sideways');
  await form.getByLabel('Budget').fill('$80');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form).toBeHidden();
  await page
    .getByRole('dialog', { name: 'Your request has been submitted successfully!' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(requestCard(page, 'Images upload sideways')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'New Request' }).click();
  await expect(form.getByLabel('Description')).toHaveValue('');
  await expect(form.getByLabel('Budget')).toHaveValue('');
});

test('a developer with no categories is told to set them, and the button opens the profile', async ({
  page,
}) => {
  await signInAsPerson(page, { role: 'developer', categories: [] });
  await page.goto('/dashboard/developer/available');
  await expect(page.getByText('No available tickets matching your categories')).toHaveCount(0);
  await expect(
    page.getByText('No request can match until you set the categories you support.'),
  ).toBeVisible();
  await atBothWidths(page, 'no categories', { shots: 'no-categories' });
  await page.getByRole('button', { name: 'Set Your Categories' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
});

test('the request form names its limits', async ({ page }) => {
  await signInAsPerson(page, { role: 'customer' });
  await page.goto('/dashboard/customer');
  await page.getByRole('button', { name: 'New Request' }).click();
  const form = page.getByRole('dialog', { name: 'New Request' });
  await form.getByLabel('Description').fill('x'.repeat(10_001));
  await form.getByLabel('Budget').fill('9'.repeat(101));
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Description is too long (at most 10,000 characters)')).toBeVisible();
  await expect(form.getByText('Budget is too long (at most 100 characters)')).toBeVisible();
  await atBothWidths(page, 'the limits', { shots: 'limits' });
});
