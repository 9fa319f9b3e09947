import { expect, type Locator, type Page } from '@playwright/test';
import { payInPopup, type Party } from './escrow-support.ts';

// The workspace screens as the specs drive them: a request's card, a milestone's row, and the
// developer's two routine steps on the roadmap.

/** A request card (docs/screens.md#request-card), found by its title. */
export const requestCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: new RegExp(title) });

/** A milestone's row in the roadmap table, found by its title. */
export const milestoneRow = (page: Page, title: string): Locator =>
  page.getByRole('row', { name: new RegExp(title) });

/**
 * The developer grabs the request on `card`, confirms, and lands on its roadmap; answers the
 * request's id, read from the roadmap's address.
 */
export async function grabFromCard(page: Page, card: Locator): Promise<string> {
  await card.getByRole('button', { name: 'Grab Request' }).click();
  await page
    .getByRole('alertdialog', { name: 'Grab Request' })
    .getByRole('button', { name: 'Grab Request' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/developer\/plan\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** The developer submits the plan, confirms, and lands on their dashboard. */
export async function submitPlan(page: Page) {
  await page.getByRole('button', { name: 'Submit Plan' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit this plan?' })
    .getByRole('button', { name: 'Submit Plan' })
    .click();
  await expect(page).toHaveURL('/dashboard/developer');
}

/** A text file chosen in an upload widget (docs/forms.md#uploads), not uploaded yet. */
export async function chooseFile(uploader: Locator, file: { name: string; text: string }) {
  const chooser = uploader.page().waitForEvent('filechooser');
  await uploader.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles({ name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) });
}

export interface Handover {
  deliverable: { name: string; text: string };
  note?: string;
}

/**
 * The developer starts a paid milestone (confirming it) and submits it for review with its work:
 * a deliverable uploaded in the dialog and, if given, a note to the customer.
 */
export async function startAndSubmit(
  page: Page,
  title: string,
  handover: Handover = { deliverable: { name: 'handover-notes.txt', text: 'What was done' } },
) {
  const milestone = milestoneRow(page, title);
  await milestone.getByRole('button', { name: /^Start/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Start this milestone?' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(milestone.getByRole('cell', { name: 'In Progress' })).toBeVisible();
  await submitWork(page, title, handover);
}

/** The developer submits an in-progress (or sent back and restarted) milestone with its work. */
export async function submitWork(page: Page, title: string, handover: Handover) {
  const milestone = milestoneRow(page, title);
  await milestone.getByRole('button', { name: /^Submit/ }).click();
  const dialog = page.getByRole('dialog', { name: `Submit “${title}” for review` });
  const deliverables = dialog.getByRole('group', { name: 'Deliverables' });
  await chooseFile(deliverables, handover.deliverable);
  await expect(deliverables.getByRole('list', { name: 'Attached deliverables' })).toContainText(
    handover.deliverable.name,
  );
  if (handover.note) await dialog.getByLabel('Note to the customer').fill(handover.note);
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(dialog).toBeHidden();
  await expect(milestone.getByRole('cell', { name: 'In Review' })).toBeVisible();
}

/**
 * The developer opens the roadmap, finds the milestone paid, starts it and submits it; the
 * customer opens the roadmap and finds it in review. Answers the milestone's row on the
 * customer's page.
 */
export async function deliverPaidMilestone(
  developer: Page,
  customer: Page,
  ticketId: string,
  title: string,
): Promise<Locator> {
  await developer.goto(`/dashboard/developer/plan/${ticketId}`);
  await expect(milestoneRow(developer, title).getByRole('cell', { name: 'Yes' })).toBeVisible();
  await startAndSubmit(developer, title);
  await customer.goto(`/dashboard/customer/plan/${ticketId}`);
  const inReview = milestoneRow(customer, title);
  await expect(inReview.getByRole('cell', { name: 'In Review' })).toBeVisible();
  return inReview;
}

/** The customer approves the milestone in review in `milestone` (its row), and confirms. */
export async function approveMilestone(page: Page, milestone: Locator) {
  await milestone.getByRole('button', { name: /^Approve/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Approve this milestone?' })
    .getByRole('button', { name: 'Approve' })
    .click();
}

/**
 * The customer approves the submitted plan: the first milestone's checkout opens in a new tab
 * and the page goes to the discussion (docs/lifecycle.md#who-may-do-what); the checkout is paid for
 * `amount`.
 */
export async function approvePlanAndPay(customer: Party, ticketId: string, amount: string) {
  await customer.page.getByRole('button', { name: 'Approve Plan' }).click();
  const checkoutTab = customer.context.waitForEvent('page');
  await customer.page
    .getByRole('alertdialog', { name: 'Approve this plan?' })
    .getByRole('button', { name: 'Approve and Pay' })
    .click();
  const popup = await checkoutTab;
  await expect(customer.page).toHaveURL(`/discussions/${ticketId}`);
  await payInPopup(popup, amount);
  await popup.close();
}
