import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { apiOf, signInAsPerson } from './people.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { newParty, payInPopup, type Party } from './escrow-support.ts';
import { atBothWidths, expect, test, viewports, horizontalOverflow } from './fixtures.ts';
import {
  approveMilestone,
  approvePlanAndPay,
  deliverPaidMilestone,
  grabFromCard,
  milestoneRow as row,
  requestCard,
  startAndSubmit,
  submitPlan,
} from './workspace-support.ts';

// The whole lifecycle through the screens, a customer and a developer each in a browser
// context of their own; every step checks what the other side sees, live, without reloading.

const TITLE = 'Login form rejects valid users';

const card = (page: Page, title = TITLE): Locator => requestCard(page, title);

/**
 * The page at 1280 and at 360 px, the narrowest phone the design supports: nothing may scroll
 * sideways. When E2E_SHOTS names a folder, full-page screenshots at both widths go there as
 * `workspace-${name}-…`. The page is left at 1280 px.
 */
const fitsBothWidths = (page: Page, name: string) =>
  atBothWidths(page, name, { shots: `workspace-${name}` });

/** Presses Tab until `target` has focus: proves a keyboard user can reach it, in a sane order. */
async function tabTo(page: Page, target: Locator, most = 25) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reachable within ${most} presses of Tab`).toBeFocused();
}

async function addMilestone(page: Page, title: string, hours: string, minutes: string) {
  await page.getByRole('button', { name: 'Add Milestone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill(`Do ${title.toLowerCase()}`);
  await dialog.getByLabel('Hours').fill(hours);
  await dialog.getByLabel('Minutes').fill(minutes);
  await expect(dialog.getByLabel('Hourly rate (USD)')).toHaveValue('50');
  await dialog.getByRole('button', { name: 'Save Milestone' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toBeVisible();
}

test.describe('the workspace, customer and developer together', () => {
  let customer: Party;
  let developer: Party;

  test.beforeAll(async ({ browser }) => {
    customer = await newParty(browser, viewports.desktop);
    developer = await newParty(browser, viewports.desktop);
  });

  test.afterAll(async () => {
    await customer.context.close();
    await developer.context.close();
  });

  test('request, plan, changes, pay, send back, approve, pay, approve, rate', async () => {
    test.setTimeout(480_000);
    const cPage = customer.page;
    const dPage = developer.page;
    await signInAsPerson(cPage, { role: 'customer', firstName: 'Ada', lastName: 'Lovelace' });
    await signInAsPerson(dPage, { role: 'developer', firstName: 'Linus', lastName: 'Dev' });

    // The developer picks their categories and keeps Available Tickets open.
    await dPage.goto('/dashboard/developer/available');
    await expect(
      dPage.getByText('Set your supported categories to see available tickets'),
    ).toBeVisible();
    await dPage.getByRole('button', { name: 'Filter Requests' }).click();
    const filter = dPage.getByRole('dialog', { name: 'Filter Tickets' });
    await filter.getByRole('checkbox', { name: 'Web' }).check();
    await filter.getByRole('button', { name: 'Save' }).click();
    await expect(filter).toBeHidden();
    await expect(dPage.getByText('Tickets matching your supported categories')).toBeVisible();
    await expect(
      dPage.getByText('No available tickets matching your categories. Check back later!'),
    ).toBeVisible();
    await fitsBothWidths(dPage, 'available-tickets');

    // 1. The customer posts a request.
    await cPage.goto('/dashboard/customer');
    await expect(cPage.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    await expectNoSeriousViolations(cPage);
    await cPage.getByRole('button', { name: 'New Request' }).click();
    const form = cPage.getByRole('dialog', { name: 'New Request' });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(form.getByText('Budget is required')).toBeVisible();
    await form
      .getByLabel('Description')
      .fill(`${TITLE}\nBuilt with Lovable; the password check fails.`);
    await form.getByLabel('Budget').fill('$150');
    await form.getByLabel('AI tool').selectOption('OTHER');
    await form.getByLabel('Other AI Tool').fill('Homegrown agent');
    await form
      .getByRole('group', { name: 'Categories' })
      .getByRole('checkbox', { name: 'Web' })
      .check();
    await expectNoSeriousViolations(cPage);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const submitted = cPage.getByRole('dialog', {
      name: 'Your request has been submitted successfully!',
    });
    await submitted.getByRole('button', { name: 'OK' }).click();
    await expect(card(cPage)).toContainText('Pending');
    await expect(card(cPage)).toContainText('Awaiting an Unblocker');
    await fitsBothWidths(cPage, 'customer-dashboard');

    // 2. It appears live in the developer's Available Tickets; they grab it.
    await expect(card(dPage)).toBeVisible();
    await expect(card(dPage)).toContainText(/Customer:\s*Ada Lovelace/);
    await expectNoSeriousViolations(dPage);
    const ticketId = await grabFromCard(dPage, card(dPage));
    const heading = `Request #${ticketId.slice(-6).toUpperCase()} Roadmap`;
    await expect(dPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Each screen names its tab.
    await expect(dPage).toHaveTitle(`${heading} · Unblock`);
    // The customer's card follows live.
    await expect(card(cPage)).toContainText('Planning');
    await expect(card(cPage)).toContainText(/Unblocker:\s*Linus Dev/);

    // 3. The developer plans two milestones and submits.
    await addMilestone(dPage, 'Reproduce and fix', '1', '30');
    await addMilestone(dPage, 'Regression test', '1', '0');
    await expectNoSeriousViolations(dPage);
    await fitsBothWidths(dPage, 'plan-developer-planning');
    await submitPlan(dPage);
    await expect(
      dPage.getByRole('heading', { level: 1, name: 'Developer Dashboard' }),
    ).toBeVisible();
    await expect(dPage).toHaveTitle('Developer Dashboard · Unblock');
    await expect(card(dPage)).toContainText('Reviewing Plan');

    // 4. The customer asks for changes.
    await expect(card(cPage)).toContainText('Reviewing Plan');
    await card(cPage).getByRole('link', { name: 'Review Plan' }).click();
    await expect(cPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await cPage.getByRole('button', { name: 'Request Changes' }).click();
    const changes = cPage.getByRole('dialog', { name: 'Request Changes' });
    await changes.getByRole('button', { name: 'Request Changes' }).click();
    await expect(changes.getByText('Please provide a rating or feedback (or both).')).toBeVisible();
    await changes.getByLabel('Feedback').fill('Please test on Safari too.');
    await changes.getByRole('button', { name: 'Request Changes' }).click();
    await expect(changes).toBeHidden();
    await expect(cPage.getByText('Planning', { exact: true }).first()).toBeVisible();

    // 5. The developer revises and resubmits.
    await expect(card(dPage)).toContainText('Planning');
    await card(dPage).getByRole('link', { name: 'Create Plan' }).click();
    await row(dPage, 'Regression test').getByRole('button', { name: /^Edit/ }).click();
    const edit = dPage.getByRole('dialog', { name: 'Edit Milestone' });
    await edit.getByLabel('Title').fill('Regression test on Safari');
    await edit.getByRole('button', { name: 'Save Milestone' }).click();
    await expect(row(dPage, 'Regression test on Safari')).toBeVisible();
    await submitPlan(dPage);

    // 6. The customer sees the revision live, approves and pays the first milestone.
    await expect(row(cPage, 'Regression test on Safari')).toBeVisible();
    // 1:30 at $50/h is $75.00, with the beta first hour at half price: $50.00.
    await approvePlanAndPay(customer, ticketId, '$50.00');

    // 7. The developer sees it paid, starts and submits; the customer sends it back.
    const first = await deliverPaidMilestone(dPage, cPage, ticketId, 'Reproduce and fix');
    await first.getByRole('button', { name: /^Send Back to Developer/ }).click();
    const sendBack = cPage.getByRole('dialog', { name: 'Send Back to Developer' });
    await sendBack.getByLabel('Feedback').fill('Still fails with a + in the email.');
    await sendBack.getByRole('button', { name: 'Send Back' }).click();
    await expect(cPage).toHaveURL(`/discussions/${ticketId}`);

    // 8. The developer sees it rejected live and resubmits; the customer approves and pays next.
    await expect(
      row(dPage, 'Reproduce and fix').getByRole('cell', { name: 'Rejected' }),
    ).toBeVisible();
    await startAndSubmit(dPage, 'Reproduce and fix');
    await cPage.goto(`/dashboard/customer/plan/${ticketId}`);
    await expect(first.getByRole('cell', { name: 'In Review' })).toBeVisible();
    await approveMilestone(cPage, first);
    const payNext = cPage.getByRole('alertdialog', { name: 'Pay for the next milestone' });
    await expect(payNext).toContainText('$50.00');
    const nextTab = customer.context.waitForEvent('page');
    await payNext.getByRole('button', { name: 'Continue to Payment' }).click();
    const nextPopup = await nextTab;
    await payInPopup(nextPopup, '$50.00');
    await nextPopup.close();
    await expect(
      row(dPage, 'Reproduce and fix').getByRole('cell', { name: 'Accepted' }),
    ).toBeVisible();

    // 9. The second milestone, to Customer Approved.
    const second = 'Regression test on Safari';
    await expect(row(dPage, second).getByRole('cell', { name: 'Yes' })).toBeVisible();
    await startAndSubmit(dPage, second);
    await expect(row(cPage, second).getByRole('cell', { name: 'In Review' })).toBeVisible();
    await approveMilestone(cPage, row(cPage, second));
    await expect(cPage.getByText('Customer Approved', { exact: true }).first()).toBeVisible();
    await expect(dPage.getByText('Customer Approved', { exact: true }).first()).toBeVisible();
    await fitsBothWidths(cPage, 'plan-customer-approved');

    // 10. The customer rates the developer, then edits the rating.
    await cPage.getByRole('button', { name: 'Rate Developer' }).click();
    const rating = cPage.getByRole('dialog', { name: 'Rate the developer' });
    await rating.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(rating.getByText('Please provide a rating or feedback (or both).')).toBeVisible();
    await rating.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await expectNoSeriousViolations(cPage);
    await rating.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(rating).toBeHidden();
    await cPage.getByRole('button', { name: 'Edit Rating' }).click();
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await rating.getByLabel(/^Feedback/).fill('Fast and clear.');
    await rating.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(rating).toBeHidden();

    // 11. History and counters.
    await cPage.goto('/dashboard/customer/profile');
    await expect(card(cPage)).toContainText('Customer Approved');
    await expectNoSeriousViolations(cPage);
    await fitsBothWidths(cPage, 'customer-account');
    await dPage.goto('/dashboard/developer');
    await expect(dPage.getByRole('definition').nth(2)).toHaveText('1');
    await expectNoSeriousViolations(dPage);
    await fitsBothWidths(dPage, 'developer-dashboard');

    expect(customer.errors, 'the customer pages logged errors').toEqual([]);
    expect(developer.errors, 'the developer pages logged errors').toEqual([]);
  });

  test('a second customer and an unassigned developer are redirected away from the roadmap', async ({
    browser,
  }) => {
    // Three people sign up and a request is made: on a loaded machine, over a minute.
    test.setTimeout(180_000);
    const ownerParty = await newParty(browser, viewports.desktop);
    const owner = ownerParty.page;
    await signInAsPerson(owner, { role: 'customer' });
    await owner.goto('/dashboard/customer');
    await owner.getByRole('button', { name: 'New Request' }).click();
    const form = owner.getByRole('dialog', { name: 'New Request' });
    await form.getByLabel('Description').fill('Private request\nOnly mine.');
    await form.getByLabel('Budget').fill('$20');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await owner
      .getByRole('dialog', { name: 'Your request has been submitted successfully!' })
      .getByRole('button', { name: 'OK' })
      .click();
    await card(owner, 'Private request').getByRole('button', { name: 'Edit Request' }).click();
    const editing = owner.getByRole('dialog', { name: 'Edit Request' });
    await expect(editing.getByLabel('Budget')).toHaveValue('$20');
    await editing.getByRole('button', { name: 'Cancel' }).click();
    // A pending request's card edits in place and links nowhere: its id comes from the list.
    const ticket = await owner.evaluate(async () => {
      const response = await fetch(
        '/api/trpc/tickets.mine?input=' +
          encodeURIComponent(JSON.stringify({ json: { which: 'open' } })),
      );
      const body = (await response.json()) as {
        result: {
          data: { json: { items: Array<{ id: string; version: number; title: string }> } };
        };
      };
      return body.result.data.json.items.find((t) => t.title.startsWith('Private request'))!;
    });

    // Someone who may not see the roadmap is redirected to their own dashboard
    // (docs/screens.md#plan-screen), which says why in the not-found card's words; nothing of the
    // request shows on the way.
    const outsiders = [
      { role: 'customer' as const, path: `/dashboard/customer/plan/${ticket.id}` },
      // "Web" only: the request ("Other") is in no category of theirs, and is not assigned to them.
      { role: 'developer' as const, path: `/dashboard/developer/plan/${ticket.id}` },
    ];
    for (const outsider of outsiders) {
      const party = await newParty(browser, viewports.desktop);
      const page = party.page;
      await signInAsPerson(page, {
        role: outsider.role,
        categories: outsider.role === 'developer' ? ['web'] : [],
      });
      await page.goto(outsider.path);
      await expect(page).toHaveURL(`/dashboard/${outsider.role}`);
      const notice = page.getByRole('alert').filter({ hasText: 'Request not found' });
      await expect(notice).toContainText(
        "This request does not exist or you don't have permission to view it",
      );
      await expect(page.getByText('Private request')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toBeHidden();
      // The notice belonged to that one visit: a reload does not say it again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Request not found')).toHaveCount(0);
      expect(
        party.errors.filter((error) => !/status of 404/.test(error)),
        'no errors but the refused load',
      ).toEqual([]);
      await party.context.close();
    }

    // A developer who may see the pending request opens its roadmap; another developer takes it
    // meanwhile, and the open page says so live, without a reload (the card of a request gone).
    const watcher = await newParty(browser, viewports.desktop);
    const taker = await newParty(browser, viewports.desktop);
    await signInAsPerson(watcher.page, { role: 'developer', categories: ['other'] });
    await signInAsPerson(taker.page, { role: 'developer', categories: ['other'] });
    await watcher.page.goto(`/dashboard/developer/plan/${ticket.id}`);
    await expect(watcher.page.getByText('Private request')).toBeVisible();
    await expect(watcher.page.getByRole('button', { name: 'Grab Request' })).toBeVisible();
    await apiOf(taker.page).tickets.grabTicket.mutate({
      ticketId: ticket.id,
      expectedVersion: ticket.version,
    });
    await expect(
      watcher.page.getByRole('heading', { level: 1, name: 'Request taken' }),
    ).toBeVisible();
    await expect(
      watcher.page.getByText('Another Unblocker took this request first.'),
    ).toBeVisible();
    await expect(watcher.page.getByText('Private request')).toHaveCount(0);
    await expectNoSeriousViolations(watcher.page);
    await watcher.page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(watcher.page).toHaveURL('/dashboard/developer');
    await watcher.context.close();
    await taker.context.close();
    await ownerParty.context.close();
  });

  test('someone acting first: the open dialogs say so and offer nothing that could only fail', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const owner = await newParty(browser, viewports.desktop);
    const first = await newParty(browser, viewports.desktop);
    const second = await newParty(browser, viewports.phone);
    await signInAsPerson(owner.page, { role: 'customer' });
    for (const dev of [first, second]) {
      await signInAsPerson(dev.page, { role: 'developer', categories: ['web'] });
    }
    const ticket = await apiOf(owner.page).tickets.createTicket.mutate({
      details: {
        description: 'Race for this one\nTwo developers want it.',
        categories: ['web'],
        budget: '$60',
      },
      requestKey: randomUUID(),
    });

    // The customer is about to delete it while a developer, on a 360 px phone and by keyboard
    // alone, is about to take it.
    await owner.page.goto('/dashboard/customer');
    await card(owner.page, 'Race for this one')
      .getByRole('button', { name: /^Delete request/ })
      .click();
    const deleting = owner.page.getByRole('alertdialog', { name: 'Delete Request' });
    await expect(deleting.getByRole('button', { name: 'Delete' })).toBeVisible();

    await second.page.goto('/dashboard/developer/available');
    expect(await horizontalOverflow(second.page)).toBe(0);
    const grabButton = card(second.page, 'Race for this one').getByRole('button', {
      name: 'Grab Request',
    });
    await grabButton.focus();
    await second.page.keyboard.press('Enter');
    const grabbing = second.page.getByRole('alertdialog', { name: 'Grab Request' });
    await expect(grabbing).toBeVisible();
    await expectNoSeriousViolations(second.page);
    // Focus stays inside the dialog however far one tabs.
    for (let press = 0; press < 4; press += 1) {
      await second.page.keyboard.press('Tab');
      expect(await grabbing.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }

    // Another developer takes it first.
    await apiOf(first.page).tickets.grabTicket.mutate({
      ticketId: ticket.id,
      expectedVersion: ticket.version,
    });

    const gone = 'This action is not possible on this request right now.';
    await expect(grabbing).toContainText(gone);
    await expect(grabbing.getByRole('button', { name: 'Grab Request' })).toHaveCount(0);
    await second.page.keyboard.press('Escape');
    await expect(grabbing).toBeHidden();
    await expect(card(second.page, 'Race for this one')).toHaveCount(0);

    await expect(deleting).toContainText(gone);
    await expect(deleting.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await deleting.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(owner.page, 'Race for this one')).toContainText('Planning');
    await expect(
      card(owner.page, 'Race for this one').getByRole('button', { name: /^Delete request/ }),
    ).toHaveCount(0);

    for (const party of [owner, first, second]) {
      expect(party.errors).toEqual([]);
      await party.context.close();
    }
  });

  test('by keyboard alone: filter categories, post a request, grab it', async ({ browser }) => {
    test.setTimeout(90_000);
    const owner = await newParty(browser, viewports.desktop);
    const dev = await newParty(browser, viewports.desktop);
    await signInAsPerson(owner.page, { role: 'customer' });
    await signInAsPerson(dev.page, { role: 'developer' });

    // The developer sets their categories in Filter Tickets.
    const d = dev.page;
    await d.goto('/dashboard/developer/available');
    await tabTo(d, d.getByRole('button', { name: 'Filter Requests' }));
    await d.keyboard.press('Enter');
    const filter = d.getByRole('dialog', { name: 'Filter Tickets' });
    const backend = filter.getByRole('checkbox', { name: 'Backend' });
    await tabTo(d, backend);
    await d.keyboard.press('Space');
    await expect(backend).toBeChecked();
    await tabTo(d, filter.getByRole('button', { name: 'Save' }));
    await d.keyboard.press('Enter');
    await expect(filter).toBeHidden();

    // The customer writes and sends a request without the mouse.
    const c = owner.page;
    await c.goto('/dashboard/customer');
    await tabTo(c, c.getByRole('button', { name: 'New Request' }));
    await c.keyboard.press('Enter');
    const form = c.getByRole('dialog', { name: 'New Request' });
    await tabTo(c, form.getByLabel('Description'));
    await c.keyboard.type('Queue workers stall\nJobs stop after an hour.');
    await tabTo(c, form.getByLabel('Budget'));
    await c.keyboard.type('$90');
    const category = form.getByRole('group', { name: 'Categories' }).getByRole('checkbox', {
      name: 'Backend',
    });
    await tabTo(c, category);
    await c.keyboard.press('Space');
    await expect(category).toBeChecked();
    await tabTo(c, form.getByRole('button', { name: 'Submit Request' }));
    await c.keyboard.press('Enter');
    const done = c.getByRole('dialog', { name: 'Your request has been submitted successfully!' });
    await expect(done.getByRole('button', { name: 'OK' })).toBeFocused();
    await c.keyboard.press('Enter');
    await expect(done).toBeHidden();
    await expect(card(c, 'Queue workers stall')).toContainText('Pending');

    // The developer takes it from the live list.
    const grab = card(d, 'Queue workers stall').getByRole('button', { name: 'Grab Request' });
    await tabTo(d, grab, 40);
    await d.keyboard.press('Enter');
    const confirm = d.getByRole('alertdialog', { name: 'Grab Request' });
    await tabTo(d, confirm.getByRole('button', { name: 'Grab Request' }));
    await d.keyboard.press('Enter');
    await expect(d).toHaveURL(/\/dashboard\/developer\/plan\/[0-9a-f-]{36}$/);
    await expect(card(c, 'Queue workers stall')).toContainText('Planning');

    for (const party of [owner, dev]) {
      expect(party.errors).toEqual([]);
      await party.context.close();
    }
  });
});
