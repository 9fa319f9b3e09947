import type { Locator, Page } from '@playwright/test';
import { signInAsPerson } from './people.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { newParty } from './escrow-support.ts';
import { expect, test, viewports, horizontalOverflow } from './fixtures.ts';
import {
  approveMilestone,
  approvePlanAndPay,
  chooseFile,
  deliverPaidMilestone,
  grabFromCard,
  milestoneRow as row,
  requestCard,
  submitPlan,
} from './workspace-support.ts';

// Files through the real upload widget in Chromium: a request file and a milestone deliverable
// are chosen, uploaded and saved; Related Files lists them, keeps the deliverable locked for the
// customer until they approve the milestone, and the download route agrees with what it shows.

const TITLE = 'Export button downloads an empty file';
const REQUEST_FILE = { name: 'crash-log.txt', text: 'TypeError: blob is undefined\n' };
const DELIVERABLE = { name: 'fix.patch', text: '--- a/export.ts\n+++ b/export.ts\n' };

const card = (page: Page): Locator => requestCard(page, TITLE);

/** Chooses one file through the widget's "Choose files" button, as a person would. */
/** The Related Files dialog, opened and then driven with the keyboard alone. */
async function openRelatedFiles(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Show Files' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Related Files' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeWithEscape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it, so a keyboard user keeps their place.
  await expect(page.getByRole('button', { name: 'Show Files' })).toBeFocused();
}

async function fetchStatus(page: Page, href: string) {
  const response = await page.request.get(href);
  return { status: response.status(), body: response.ok() ? await response.text() : '' };
}

test.describe('files in the browser', () => {
  test('upload with a request and a milestone; the deliverable unlocks on approval', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const customer = await newParty(browser, viewports.desktop);
    const developer = await newParty(browser, viewports.desktop);
    const cPage = customer.page;
    const dPage = developer.page;
    await signInAsPerson(cPage, { role: 'customer' });
    await signInAsPerson(dPage, { role: 'developer', categories: ['web'] });

    // The customer attaches a file to a new request.
    await cPage.goto('/dashboard/customer');
    await cPage.getByRole('button', { name: 'New Request' }).click();
    const form = cPage.getByRole('dialog', { name: 'New Request' });
    await form.getByLabel('Description').fill(`${TITLE}\nThe CSV is 0 bytes.`);
    await form.getByLabel('Budget').fill('$80');
    await form
      .getByRole('group', { name: 'Categories' })
      .getByRole('checkbox', { name: 'Web' })
      .check();
    const files = form.getByRole('group', { name: 'Files' });
    // The file uploads as soon as it is chosen; held on its way here, so that it is still
    // uploading when the form is saved.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await cPage.route('**/api/files/upload', async (route) => {
      await held;
      await route.continue();
    });
    await chooseFile(files, REQUEST_FILE);
    await expect(files.getByRole('list', { name: 'Files to upload' })).toContainText(
      REQUEST_FILE.name,
    );
    // Saving while a chosen file is not uploaded yet asks first; going back keeps the file.
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const unsent = cPage.getByRole('alertdialog', { name: 'Files not uploaded' });
    await expect(unsent).toBeVisible();
    await expectNoSeriousViolations(cPage);
    await unsent.getByRole('button', { name: /cancel|back/i }).click();
    await expect(unsent).toBeHidden();
    await expect(files.getByRole('list', { name: 'Files to upload' })).toContainText(
      REQUEST_FILE.name,
    );
    release();
    await expect(files.getByRole('list', { name: 'Attached files' })).toContainText(
      REQUEST_FILE.name,
    );
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await cPage
      .getByRole('dialog', { name: 'Your request has been submitted successfully!' })
      .getByRole('button', { name: 'OK' })
      .click();

    // The developer grabs it and plans one milestone with a deliverable.
    await dPage.goto('/dashboard/developer/available');
    const ticketId = await grabFromCard(dPage, card(dPage));
    await dPage.getByRole('button', { name: 'Add Milestone' }).click();
    const milestone = dPage.getByRole('dialog', { name: 'Add Milestone' });
    await milestone.getByLabel('Title').fill('Fix the export');
    await milestone.getByLabel('Description').fill('Stream the rows into the file');
    const deliverables = milestone.getByRole('group', { name: 'Deliverables' });
    await chooseFile(deliverables, DELIVERABLE);
    await expect(deliverables.getByRole('list', { name: 'Attached deliverables' })).toContainText(
      DELIVERABLE.name,
    );
    await milestone.getByRole('button', { name: 'Save Milestone' }).click();
    await expect(row(dPage, 'Fix the export')).toBeVisible();

    // The developer always may read both files.
    let related = await openRelatedFiles(dPage);
    await expectNoSeriousViolations(dPage);
    const requestLink = related.getByRole('link', { name: REQUEST_FILE.name });
    const deliverableLink = related.getByRole('link', { name: DELIVERABLE.name });
    const requestHref = (await requestLink.getAttribute('href'))!;
    const deliverableHref = (await deliverableLink.getAttribute('href'))!;
    expect(requestHref).toMatch(new RegExp(`^/api/files/download/${ticketId}/[0-9a-f-]{36}$`));
    expect(await fetchStatus(dPage, requestHref)).toEqual({ status: 200, body: REQUEST_FILE.text });
    expect(await fetchStatus(dPage, deliverableHref)).toEqual({
      status: 200,
      body: DELIVERABLE.text,
    });
    await closeWithEscape(dPage, related);

    await submitPlan(dPage);

    // The customer approves and pays; the developer delivers.
    await cPage.goto(`/dashboard/customer/plan/${ticketId}`);
    // One hour at $50/h with the beta first hour at half price.
    await approvePlanAndPay(customer, ticketId, '$25.00');
    const review = await deliverPaidMilestone(dPage, cPage, ticketId, 'Fix the export');

    // In review and paid, the deliverable is listed to the customer but locked, and the server
    // refuses it as well; the request file is theirs to download.
    related = await openRelatedFiles(cPage);
    await expect(related.getByRole('link', { name: DELIVERABLE.name })).toHaveCount(0);
    await expect(related.getByRole('listitem').filter({ hasText: DELIVERABLE.name })).toContainText(
      'Available once you approve this milestone',
    );
    await expect(related.getByRole('link', { name: REQUEST_FILE.name })).toBeVisible();
    await expectNoSeriousViolations(cPage);
    expect(await fetchStatus(cPage, requestHref)).toEqual({ status: 200, body: REQUEST_FILE.text });
    expect((await fetchStatus(cPage, deliverableHref)).status).toBe(404);
    await closeWithEscape(cPage, related);

    // Approved: the same row becomes a download, and the server hands it over.
    await approveMilestone(cPage, review);
    await expect(cPage.getByText('Customer Approved', { exact: true }).first()).toBeVisible();
    related = await openRelatedFiles(cPage);
    await expect(related.getByRole('link', { name: DELIVERABLE.name })).toHaveAttribute(
      'href',
      deliverableHref,
    );
    expect(await fetchStatus(cPage, deliverableHref)).toEqual({
      status: 200,
      body: DELIVERABLE.text,
    });
    await closeWithEscape(cPage, related);

    // A 360 px phone: the plan with its files dialog fits without sideways scrolling.
    await cPage.setViewportSize(viewports.phone);
    related = await openRelatedFiles(cPage);
    expect(await horizontalOverflow(cPage)).toBe(0);
    await expectNoSeriousViolations(cPage);
    await closeWithEscape(cPage, related);

    expect(customer.errors, 'the customer pages logged errors').toEqual([]);
    expect(developer.errors, 'the developer pages logged errors').toEqual([]);
    await customer.context.close();
    await developer.context.close();
  });
});
