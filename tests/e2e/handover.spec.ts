import type { Download, Locator, Page } from '@playwright/test';
import { expect, horizontalOverflow, settleAnimations, shot, test, viewports } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { newParty, type Party } from './escrow-support.ts';
import { failOnDialogs } from './discussions-support.ts';
import type { PlannedMilestone } from './payments-support.ts';
import { signInAsPerson, type Person } from './people.ts';
import {
  decisionBanner,
  fundedRequest,
  historyStep,
  historySteps,
  openRoadmap,
  requestHistory,
  shoot,
  startThroughApi,
  submitThroughApi,
  VERIFIED,
  type FundedRequest,
} from './handover-support.ts';
import { chooseFile, milestoneRow, startAndSubmit, submitWork } from './workspace-support.ts';

// The hand-over (docs/lifecycle.md): the developer submits a milestone with its work and a note, the
// customer sees the files locked until they approve (with a note of their own) and then downloads
// them under their original names; a send-back's reason and a no-solution's reason reach the
// other side on the roadmap, live; a refund reads Refunded on both sides; and the Request history
// tells both parties the same steps, in order, verified. A customer and their developer, each in
// a browser of their own; what is not the point is set up through the API.

const CUSTOMER = { firstName: 'Ada', lastName: 'Lovelace' };
const DEVELOPER = { firstName: 'Linus', lastName: 'Torvalds' };

/** One hour at $50/h: $50.00; the customer's first funding pays $25.00 (beta: first hour at half price). */
const ONE_HOUR = { estimatedMinutes: 60, hourlyRateCents: 5000 };

const DELIVERED = { title: 'Checkout total ignores coupons', milestone: 'Apply the coupon' };
const SENT_BACK = { title: 'Search returns stale results', milestone: 'Invalidate the cache' };
const NO_SOLUTION = { title: 'Native app crashes on launch', milestone: 'Find the crash' };

const DELIVERABLE = { name: 'coupon-fix.patch', text: '--- a/cart.ts\n+++ b/cart.ts\n' };
const SUBMIT_NOTE = 'Coupons now apply before tax. Try the code SAVE10 on a $20 cart.';
const APPROVE_NOTE = 'Works on my cart too, thank you!';
const SEND_BACK_REASON = 'Results are still an hour old after I edit a product.';
const NO_SOLUTION_REASON =
  'The crash is inside the vendor SDK, which has no fix yet; nothing in your code can avoid it.';

// Two browsers at once on two cores: more than the default 30 s when the machine is busy.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.describe('the hand-over between a customer and their Unblocker', () => {
  let customer: Party;
  let developer: Party;
  let asCustomer: Person;
  let asDeveloper: Person;
  /** The request delivered and approved in the first test (its history is read later). */
  let delivered: FundedRequest;

  const request = (title: string, milestones: PlannedMilestone[]) =>
    fundedRequest(asCustomer, asDeveloper, `${title}\nSeen since the last release.`, milestones);

  test.beforeAll(async ({ browser }) => {
    customer = await newParty(browser, viewports.desktop);
    developer = await newParty(browser, viewports.desktop);
    for (const party of [customer, developer]) {
      failOnDialogs(party);
      // Chromium logs a failed load without its address: name it, so a failure says what failed.
      party.context.on('response', (response) => {
        if (response.status() >= 400) party.errors.push(`${response.status()} ${response.url()}`);
      });
    }
    asCustomer = await signInAsPerson(customer.page, { role: 'customer', ...CUSTOMER });
    asDeveloper = await signInAsPerson(developer.page, {
      role: 'developer',
      categories: ['web'],
      ...DEVELOPER,
    });
  });

  test.afterEach(() => {
    expect(customer.errors, 'the customer pages logged errors').toEqual([]);
    expect(developer.errors, 'the developer pages logged errors').toEqual([]);
  });

  test.afterAll(async () => {
    await customer.context.close();
    await developer.context.close();
  });

  test('submitted with a file and a note: locked for the customer until approved with a note, then downloaded under its name', async () => {
    delivered = await request(DELIVERED.title, [{ title: DELIVERED.milestone, ...ONE_HOUR }]);
    const { ticketId } = delivered;
    const cPage = customer.page;
    const dPage = developer.page;
    await openRoadmap(cPage, 'customer', ticketId);
    await openRoadmap(dPage, 'developer', ticketId);

    // The developer starts, then hands the work over with a file and a note.
    await startAndSubmit(dPage, DELIVERED.milestone, {
      deliverable: DELIVERABLE,
      note: SUBMIT_NOTE,
    });

    // The customer, who never reloaded, sees it in review, with the note in the banner and in
    // the history, the file listed under the milestone.
    const row = milestoneRow(cPage, DELIVERED.milestone);
    await expect(row.getByRole('cell', { name: 'In Review' })).toBeVisible();
    await expect(row.getByRole('list', { name: 'Files' })).toHaveText(DELIVERABLE.name);
    await expect(row.getByRole('rowheader')).toContainText(`Note with the work: ${SUBMIT_NOTE}`);
    // Both pages read their clock before the submission: both still count the whole 14 days.
    await expect(row).toContainText('Approved automatically in 14 days unless you act');
    await expect(milestoneRow(dPage, DELIVERED.milestone)).toContainText(
      'Approved automatically in 14 days unless the customer acts first',
    );
    const banner = decisionBanner(cPage);
    await expect(banner).toContainText(`Waiting for you to review “${DELIVERED.milestone}”`);
    await expect(banner).toContainText('Latest from the Unblocker, Linus Torvalds');
    await expect(banner).toContainText(`Submitted “${DELIVERED.milestone}”: ${SUBMIT_NOTE}`);
    const submitted = historyStep(cPage, `Submitted “${DELIVERED.milestone}” for review`);
    await expect(submitted).toContainText('with 1 file');
    await expect(submitted.getByRole('listitem')).toHaveText(DELIVERABLE.name);
    await expect(submitted.getByRole('blockquote')).toHaveText(SUBMIT_NOTE);
    await shoot(cPage, 'customer-in-review');

    // Related Files lists it, locked: no link until the milestone is approved.
    let files = await openRelatedFiles(cPage);
    await expect(files.getByRole('link', { name: DELIVERABLE.name })).toHaveCount(0);
    await expect(files.getByRole('listitem').filter({ hasText: DELIVERABLE.name })).toContainText(
      'Available once you approve this milestone',
    );
    await closeDialog(cPage, files);

    // The customer approves, with a note to the developer.
    await row.getByRole('button', { name: /^Approve/ }).click();
    const approve = cPage.getByRole('alertdialog', { name: 'Approve this milestone?' });
    await approve.getByLabel('Note to your Unblocker').fill(APPROVE_NOTE);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Accepted' })).toBeVisible();

    // The developer reads the approval and its note, live.
    const devBanner = decisionBanner(dPage);
    await expect(devBanner).toContainText('Complete: every milestone is approved');
    await expect(devBanner).toContainText('Latest from the customer, Ada Lovelace');
    await expect(devBanner).toContainText(`Approved “${DELIVERED.milestone}”: ${APPROVE_NOTE}`);
    await expect(
      historyStep(dPage, `Approved “${DELIVERED.milestone}”`).getByRole('blockquote'),
    ).toHaveText(APPROVE_NOTE);
    await expect(
      milestoneRow(dPage, DELIVERED.milestone).getByRole('cell', { name: 'Accepted' }),
    ).toBeVisible();
    await shoot(dPage, 'developer-approved');

    // Now the file is the customer's: it downloads under the name it was chosen with.
    files = await openRelatedFiles(cPage);
    const link = files.getByRole('link', { name: DELIVERABLE.name });
    // It opens in a new tab (docs/screens.md#plan-screen), which Chromium closes as the download
    // starts.
    const downloading = new Promise<Download>((resolve) => {
      cPage.once('download', resolve);
      cPage.once('popup', (tab) => tab.once('download', resolve));
    });
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(DELIVERABLE.name);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(DELIVERABLE.text);
    await closeDialog(cPage, files);
    await shoot(cPage, 'customer-approved');
  });

  test('the Request history lists the steps in order for both parties, verified', async () => {
    const { ticketId } = delivered;
    const m = `“${DELIVERED.milestone}”`;
    // Newest first: the history is read back in time.
    const steps = [
      'Every milestone is approved: the request is complete',
      'Released $45.00 to the Unblocker (90 %) and $5.00 to Unblock as its fee (10 %)',
      `Approved ${m}`,
      `Submitted ${m} for review with 1 file`,
      `Started work on ${m}`,
      `Received $25.00 for ${m}, held in escrow until its work is approved`,
      'Approved the plan',
      'Submitted a plan of 1 milestone, $50.00 in total',
      'Took the request',
      'Created the request',
    ];
    for (const [page, role] of [
      [customer.page, 'customer'],
      [developer.page, 'developer'],
    ] as const) {
      // Both still have the roadmap open from the hand-over: the history kept up as it happened.
      if (!page.url().endsWith(`/plan/${ticketId}`)) await openRoadmap(page, role, ticketId);
      await expect(requestHistory(page)).toContainText(VERIFIED);
      await expect(historySteps(page)).toHaveText(steps.map((text) => new RegExp(escape(text))));
      // Who did each step: "You" for one's own, the other by name.
      const [me, them] = role === 'customer' ? ['You', 'Linus Torvalds'] : ['Ada Lovelace', 'You'];
      await expect(historyStep(page, 'Created the request')).toContainText(me);
      await expect(historyStep(page, 'Took the request')).toContainText(them);
      await expect(historyStep(page, 'Submitted a plan')).toContainText(
        `${DELIVERED.milestone}: $50.00 (1:00 at $50.00/h)`,
      );
    }
  });

  test('sent back with a reason: the developer reads it on the roadmap, live, and resubmits more files', async () => {
    const { ticketId, milestoneIds } = await request(SENT_BACK.title, [
      { title: SENT_BACK.milestone, ...ONE_HOUR },
    ]);
    const cPage = customer.page;
    const dPage = developer.page;
    await submitThroughApi(asDeveloper, dPage, ticketId, milestoneIds[0]!, {
      deliverable: { name: 'cache.patch', text: 'first try' },
    });
    await openRoadmap(dPage, 'developer', ticketId);
    await openRoadmap(cPage, 'customer', ticketId);

    // The customer sends it back with their reason, and goes on to the discussion.
    await milestoneRow(cPage, SENT_BACK.milestone)
      .getByRole('button', { name: /^Send Back/ })
      .click();
    const sendBack = cPage.getByRole('dialog', { name: 'Send Back to Developer' });
    await sendBack.getByLabel('Feedback').fill(SEND_BACK_REASON);
    await sendBack.getByRole('button', { name: 'Send Back' }).click();
    await expect(cPage).toHaveURL(`/discussions/${ticketId}`);

    // The developer, who kept the roadmap open, reads why in the customer's words.
    const row = milestoneRow(dPage, SENT_BACK.milestone);
    await expect(row.getByRole('cell', { name: 'Rejected' })).toBeVisible();
    const banner = decisionBanner(dPage);
    await expect(banner).toContainText(`Waiting for you to start “${SENT_BACK.milestone}” again`);
    await expect(banner).toContainText('Latest from the customer, Ada Lovelace');
    await expect(banner).toContainText(`Sent back “${SENT_BACK.milestone}”: ${SEND_BACK_REASON}`);
    const step = historyStep(dPage, `Sent “${SENT_BACK.milestone}” back for more work`);
    await expect(step).toContainText('Ada Lovelace');
    await expect(step.getByRole('blockquote')).toHaveText(SEND_BACK_REASON);
    await shoot(dPage, 'developer-sent-back');

    // The resubmission adds to the files handed over before.
    await row.getByRole('button', { name: /^Start/ }).click();
    await dPage
      .getByRole('alertdialog', { name: 'Start this milestone?' })
      .getByRole('button', { name: 'Start' })
      .click();
    await expect(row.getByRole('cell', { name: 'In Progress' })).toBeVisible();
    await row.getByRole('button', { name: /^Submit/ }).click();
    await expect(
      dPage.getByRole('dialog', { name: `Submit “${SENT_BACK.milestone}” for review` }),
    ).toContainText('The file you attached before stay with it.');
    await dPage.keyboard.press('Escape');
    await submitWork(dPage, SENT_BACK.milestone, {
      deliverable: { name: 'cache-v2.patch', text: 'second try' },
    });
    const handedOver = row.getByRole('list', { name: 'Files' }).getByRole('listitem');
    await expect(handedOver).toHaveCount(2);
    await expect(handedOver.filter({ hasText: /^cache\.patch$/ })).toHaveCount(1);
    await expect(handedOver.filter({ hasText: /^cache-v2\.patch$/ })).toHaveCount(1);
  });

  test('no solution: Refunded on both sides, and the customer reads the reason and the amount', async () => {
    const { ticketId, milestoneIds } = await request(NO_SOLUTION.title, [
      { title: NO_SOLUTION.milestone, ...ONE_HOUR },
      { title: 'Ship the fix', ...ONE_HOUR },
    ]);
    await startThroughApi(asDeveloper, ticketId, milestoneIds[0]!);
    const cPage = customer.page;
    const dPage = developer.page;
    await openRoadmap(cPage, 'customer', ticketId);
    await openRoadmap(dPage, 'developer', ticketId);

    await dPage.getByRole('button', { name: 'Declare No Solution' }).click();
    const dialog = dPage.getByRole('dialog', { name: 'Declare No Solution' });
    await dialog.getByLabel('Reason').fill(NO_SOLUTION_REASON);
    await dialog.getByRole('button', { name: 'Declare No Solution' }).click();
    await expect(dialog).toBeHidden();

    // The developer: the paid milestone reads Refunded, as a status and in Paid?.
    const devRow = milestoneRow(dPage, NO_SOLUTION.milestone);
    await expect(cellOf(devRow, 'Status')).toHaveText('Refunded');
    await expect(cellOf(devRow, 'Paid?')).toHaveText('Refunded');
    // The milestone never paid for was never money: it is not called refunded.
    await expect(cellOf(milestoneRow(dPage, 'Ship the fix'), 'Paid?')).toHaveText('No');
    await expect(decisionBanner(dPage)).toContainText('Closed without a solution');
    await shoot(dPage, 'developer-refunded');

    // The customer, live: Refunded, the developer's reason, and how much went back.
    const row = milestoneRow(cPage, NO_SOLUTION.milestone);
    await expect(cellOf(row, 'Status')).toHaveText('Refunded');
    const banner = decisionBanner(cPage);
    await expect(banner).toContainText('Closed without a solution');
    await expect(banner).toContainText('Latest from the Unblocker, Linus Torvalds');
    await expect(banner).toContainText(`No solution: ${NO_SOLUTION_REASON}`);
    await expect(historyStep(cPage, 'Found no solution').getByRole('blockquote')).toHaveText(
      NO_SOLUTION_REASON,
    );
    // What went back is what was paid (the beta's half-price hour goes to a first payment only).
    const received = historyStep(cPage, `for “${NO_SOLUTION.milestone}”, held in escrow`);
    const paid = /Received (\$\d+\.\d\d)/.exec(await received.innerText())?.[1];
    expect(paid).toBeDefined();
    await expect(
      historyStep(cPage, `Refunded ${paid} for “${NO_SOLUTION.milestone}” to the customer`),
    ).toContainText('Unblock');
    // The unpaid milestone of the closed request reads Cancelled, not Planned.
    await expect(cPage.getByText('Cancelled', { exact: true })).toHaveCount(1);
    await expect(cPage.getByText('Planned', { exact: true })).toHaveCount(0);
    await shoot(cPage, 'customer-refunded');
  });

  test('the roadmap with its banner, history and submit dialog passes Axe and fits 360 px', async () => {
    const title = 'Profile page loads forever';
    const { ticketId, milestoneIds } = await request(title, [
      { title: 'Stop the reload loop', ...ONE_HOUR },
    ]);
    await startThroughApi(asDeveloper, ticketId, milestoneIds[0]!);
    const dPage = developer.page;
    const cPage = customer.page;
    await dPage.setViewportSize(viewports.phone);
    await cPage.setViewportSize(viewports.phone);
    try {
      await openRoadmap(dPage, 'developer', ticketId);
      await expect(decisionBanner(dPage)).toContainText(
        'Waiting for you to finish and submit “Stop the reload loop”',
      );
      await expect(requestHistory(dPage)).toContainText(VERIFIED);
      expect(await horizontalOverflow(dPage)).toBe(0);
      await expectNoSeriousViolations(dPage);

      // The submit dialog, with a file uploaded and a note written.
      const row = milestoneRow(dPage, 'Stop the reload loop');
      await row.getByRole('button', { name: /^Submit/ }).click();
      const dialog = dPage.getByRole('dialog', {
        name: 'Submit “Stop the reload loop” for review',
      });
      const deliverables = dialog.getByRole('group', { name: 'Deliverables' });
      await chooseFile(deliverables, {
        name: 'a-rather-long-file-name-for-the-reload-loop-fix.patch',
        text: 'the fix',
      });
      await expect(deliverables.getByRole('list', { name: 'Attached deliverables' })).toBeVisible();
      await dialog.getByLabel('Note to the customer').fill(SUBMIT_NOTE);
      await settleAnimations(dPage);
      expect(await horizontalOverflow(dPage)).toBe(0);
      await expectNoSeriousViolations(dPage);
      await shot(dPage, 'handover-developer-submit-dialog-360');
      await dialog.getByRole('button', { name: 'Submit for Review' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('cell', { name: 'In Review' })).toBeVisible();

      // The customer's roadmap at 360 px, the note in the banner, the history folded and open.
      await openRoadmap(cPage, 'customer', ticketId);
      await expect(decisionBanner(cPage)).toContainText(SUBMIT_NOTE);
      await expect(historySteps(cPage).first()).toBeVisible();
      expect(await horizontalOverflow(cPage)).toBe(0);
      const toggle = requestHistory(cPage).getByRole('button', { name: /^Show / });
      await expect(toggle).toHaveText(/^Show all \d+ steps$/);
      await expect(historyStep(cPage, 'Created the request')).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveText('Show the latest steps only');
      await expect(historyStep(cPage, 'Created the request')).toBeVisible();
      expect(await horizontalOverflow(cPage)).toBe(0);
      await expectNoSeriousViolations(cPage);
      await shot(cPage, 'handover-customer-history-open-360', { fullPage: true });
    } finally {
      await dPage.setViewportSize(viewports.desktop);
      await cPage.setViewportSize(viewports.desktop);
    }
  });

  test('small gaps: 11 files keep 10, the roadmap names its tab, finished requests move to History', async () => {
    const title = 'Emails go to spam';
    const { ticketId, milestoneIds } = await request(title, [
      { title: 'Set up SPF and DKIM', ...ONE_HOUR },
    ]);
    await startThroughApi(asDeveloper, ticketId, milestoneIds[0]!);
    const dPage = developer.page;
    const heading = await openRoadmap(dPage, 'developer', ticketId);
    await expect(dPage).toHaveTitle(`${heading} · Unblock`);

    // One file is attached; eleven more chosen at once: the first nine fit the ten allowed, and
    // the widget says why the rest were left out.
    const dialog = dPage.getByRole('dialog', { name: 'Submit “Set up SPF and DKIM” for review' });
    const deliverables = dialog.getByRole('group', { name: 'Deliverables' });
    await milestoneRow(dPage, 'Set up SPF and DKIM')
      .getByRole('button', { name: /^Submit/ })
      .click();
    await chooseFile(deliverables, { name: 'dns-records.txt', text: 'v=spf1 include:_spf' });
    await expect(deliverables.getByRole('list', { name: 'Attached deliverables' })).toContainText(
      'dns-records.txt',
    );
    // They upload at once; held on their way here (never answered), so they are still uploading
    // when the dialog is submitted.
    await dPage.route('**/api/files/upload', () => undefined);
    const chooser = dPage.waitForEvent('filechooser');
    await deliverables.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles(
      Array.from({ length: 11 }, (_, index) => ({
        name: `record-${index + 1}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(`record ${index + 1}`),
      })),
    );
    const queued = deliverables.getByRole('list', { name: 'Deliverables to upload' });
    await expect(queued.getByRole('listitem')).toHaveCount(9);
    await expect(queued).toContainText('record-9.txt');
    await expect(queued).not.toContainText('record-10.txt');
    await expect(deliverables.getByRole('alert')).toContainText('You can only upload 10 files');
    // Submitting while chosen files are not uploaded yet asks first; going back keeps them.
    await dialog.getByRole('button', { name: 'Submit for Review' }).click();
    const unsent = dPage.getByRole('alertdialog', { name: 'Files not uploaded' });
    await unsent.getByRole('button', { name: 'Go Back' }).click();
    await expect(unsent).toBeHidden();
    await expect(queued.getByRole('listitem')).toHaveCount(9);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await dPage.unroute('**/api/files/upload');

    // The approved and the closed request have left Active Tickets for History.
    await dPage.goto('/dashboard/developer');
    await expect(dPage).toHaveTitle('Developer Dashboard · Unblock');
    const history = dPage.getByRole('region', { name: 'History' });
    const active = dPage.getByRole('region', { name: 'Active Tickets' });
    await expect(cardIn(history, DELIVERED.title)).toBeVisible();
    await expect(cardIn(history, NO_SOLUTION.title)).toBeVisible();
    await expect(cardIn(active, title)).toBeVisible();
    await expect(cardIn(active, DELIVERED.title)).toHaveCount(0);
    await expect(cardIn(active, NO_SOLUTION.title)).toHaveCount(0);
  });
});

/** A cell of a milestone's row by its column (the label the phone layout shows). */
const cellOf = (row: Locator, column: string): Locator => row.locator(`[data-label="${column}"]`);

/** A request's card in a section of a dashboard, by its title. */
const cardIn = (section: Locator, title: string): Locator =>
  section.getByRole('article', { name: new RegExp(title) });

/** Text as a pattern that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openRelatedFiles(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Show Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Related Files' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
