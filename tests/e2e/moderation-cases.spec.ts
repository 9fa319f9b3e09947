import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_SUSPENDED } from '#shared/auth-messages.ts';
import { grabbedRequest, messageItem, messageLog, sendMessage } from './discussions-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, shot, test, topBar, viewports } from './fixtures.ts';
import {
  fundedRequest,
  historyStep,
  openRoadmap,
  startThroughApi,
  submitThroughApi,
} from './handover-support.ts';
import { newParty } from './escrow-support.ts';
import { setPassword, signInAsPerson, type NewPerson } from './people.ts';
import { ada, closeAll, linus, side, titled, type Side } from './sides.ts';

// Issue 19 "The console": moderators decide the cases in /moderation (reported messages and
// customers' refund requests) from a case view with the money, the parties and the conversation.
// Every test makes its own people and request through the API (people.ts, handover-support.ts),
// so only the console itself is driven through the screens. Other specs' cases share the queue:
// each card is found by its own request's title.

const moderator: NewPerson = { role: 'moderator', firstName: 'Morgan', lastName: 'Reed' };

const caseCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

const region = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

/** The case view's success notice after an action. */
const notice = (page: Page, text: string): Locator =>
  page.getByRole('status').filter({ hasText: text });

async function openCase(page: Page, ticketId: string, title: string) {
  await page.goto(`/moderation/cases/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
}

/** The developer's message in the request's conversation, reported by the customer. */
async function reportedRequest(customer: Side, developer: Side, title: string, text: string) {
  const { ticketId } = await grabbedRequest(
    customer.person.api,
    developer.person.api,
    `${title}\nThe login page sends me back to itself.`,
  );
  const message = await developer.person.api.discussions.send.mutate({
    ticketId,
    text,
    messageKey: randomUUID(),
  });
  await customer.person.api.discussions.report.mutate({ messageId: message.id });
  return ticketId;
}

/**
 * Axe and the layout at 1280 and 360 px: nothing scrolls sideways on a phone. When E2E_SHOTS names
 * a folder, full-page screenshots go to its moderation-cases/ folder. The page is left at 1280 px.
 */
async function checkAtBothWidths(page: Page, name: string) {
  await atBothWidths(page, name, {
    check: () => expectNoSeriousViolations(page),
    shots: `moderation-cases/${name}`,
  });
}

test.use({ viewport: viewports.desktop });

test('a reported message is dismissed: live in the queue, back where it was, the reason in the conversation', async ({
  page,
  browser,
}) => {
  await signInAsPerson(page, moderator);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const title = titled('Login loop');
  const rude = 'Pay me double by tonight or I walk away with your code.';
  const ticketId = await reportedRequest(customer, developer, title, rude);

  // The queue hears of it without a reload.
  const card = caseCard(page, title);
  await expect(card).toContainText('Reported message');
  await expect(card).toContainText(rude);
  await expect(card).toContainText('Written by Linus Byte');
  await expect(card).toContainText('Reported by Ada Lovelace');
  await expect(card).toContainText('Came in just now');
  await expect(card).toContainText('CustomerAda Lovelace');
  await expect(card).toContainText('UnblockerLinus Byte');
  await expect(card).toContainText('In escrow$0.00');

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/moderation/cases/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const why = region(page, 'Why it is here');
  await expect(why).toContainText(rude);
  await expect(why).toContainText('Reported by Ada Lovelace');
  await expect(messageLog(page)).toContainText(rude);
  await customer.page.goto(`/discussions/${ticketId}`);
  await expect(messageLog(customer.page)).toContainText(rude);

  // The moderator writes in the conversation; the parties read it as a moderator's words, which
  // are not theirs to report.
  const word = 'Moderator here: I am reading the whole conversation. Please keep it civil.';
  await sendMessage(page, word);
  await expect(messageItem(page, word)).toContainText('You, as moderator');
  const heard = messageItem(customer.page, word);
  await expect(heard).toContainText('Moderator');
  await expect(heard.getByRole('button', { name: /^More actions/ })).toHaveCount(0);
  await shot(customer.page, 'moderation-cases/moderator-message-customer-1280');

  // Only reports brought it: resuming is dismissing them, and says what it does first.
  await expect(page.getByRole('button', { name: 'Resume the work' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss the report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss the report?' });
  await expect(dialog).toContainText('No money moves.');
  await expect(dialog).toContainText('The request goes back to Planning, where it was.');
  await expect(dialog).toContainText('Both parties read your reason');
  await dialog.getByRole('button', { name: 'Dismiss the report' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  const reason = 'A heated moment rather than a threat. Please both keep it civil from here.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Dismiss the report' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(notice(page, 'Report dismissed: the work goes on.')).toBeVisible();
  // The buttons are gone with the open case: the notice takes the focus they had.
  await expect(page.locator(':focus')).toContainText('Report dismissed');
  await expect(region(page, 'Your decision')).toHaveCount(0);
  await expect(why).toContainText('Resolved just now: the work goes on.');
  await expect(why).toContainText(`Reason: ${reason}`);
  await expect(page.getByRole('main').getByText('Planning', { exact: true }).first()).toBeVisible();

  // Both parties read the reason in their conversation: the customer's open page hears it live.
  const resolved = 'A moderator resolved the case: the work goes on';
  await expect(messageLog(customer.page)).toContainText(resolved);
  await expect(messageLog(customer.page)).toContainText(reason);
  await developer.page.goto(`/discussions/${ticketId}`);
  await expect(messageLog(developer.page)).toContainText(resolved);
  await expect(messageLog(developer.page)).toContainText(reason);

  // The case left the queue.
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(caseCard(page, title)).toHaveCount(0);
  await closeAll(customer, developer);
});

test('a refund request on the roadmap, refunded in full: both parties see the outcome', async ({
  page,
  browser,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const title = titled('Checkout crashes');
  const { ticketId, milestoneIds } = await fundedRequest(
    customer.person,
    developer.person,
    `${title}\nThe checkout page crashes on submit.`,
    [
      { title: 'Fix the checkout', estimatedMinutes: 120, hourlyRateCents: 5000 },
      { title: 'Add the tests', estimatedMinutes: 60, hourlyRateCents: 5000 },
    ],
  );
  await startThroughApi(developer.person, ticketId, milestoneIds[0]!);

  // The customer asks for a refund on their roadmap.
  await openRoadmap(customer.page, 'customer', ticketId);
  await customer.page.getByRole('button', { name: 'Request a Refund' }).click();
  const ask = customer.page.getByRole('dialog', { name: 'Request a Refund' });
  const why = 'Two weeks without a word, and the checkout still crashes.';
  await ask.getByLabel('Reason').fill(why);
  await ask.getByRole('button', { name: 'Request a Refund' }).click();
  await expect(ask).toHaveCount(0);

  await signInAsPerson(page, moderator);
  await page.goto('/moderation');
  const card = caseCard(page, title);
  await expect(card).toContainText('Refund request');
  await expect(card).toContainText(why);
  const held = (await card.getByText(/^\$[\d,.]+$/).textContent()) ?? '';
  expect(held).not.toBe('$0.00');

  await card.getByRole('link', { name: title }).click();
  await expect(region(page, 'Why it is here')).toContainText(why);
  await expect(page.getByRole('button', { name: 'Resume the work' })).toBeVisible();
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund the customer?' });
  const everything = dialog.getByRole('radio', { name: /Everything still held/ });
  await expect(everything).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Only “Fix the checkout”/ })).toBeVisible();
  await expect(dialog).toContainText(`${held} goes back to the customer`);
  await expect(dialog).toContainText('The request moves to Customer Rejected.');
  const reason = 'The work stalled and the customer waited long enough: everything held goes back.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page, 'Case resolved: the unfinished work is refunded.')).toBeVisible();
  const money = region(page, 'Money');
  await expect(money).toContainText('Held in escrow now: $0.00');
  await expect(money.getByRole('row', { name: /Fix the checkout/ })).toContainText('Refunded');
  // The money table with its rows, and the resolution, at both widths.
  await checkAtBothWidths(page, 'case-refunded');

  // The customer's open roadmap follows live: the refund, the status and the reason.
  await expect(customer.page.getByText('Customer Rejected').first()).toBeVisible();
  await expect(
    customer.page.getByRole('row', { name: /Fix the checkout/ }).getByText('Refunded'),
  ).toBeVisible();
  await expect(historyStep(customer.page, 'the unfinished work is refunded')).toContainText(reason);
  // The developer reads the outcome on theirs.
  await openRoadmap(developer.page, 'developer', ticketId);
  await expect(historyStep(developer.page, 'the unfinished work is refunded')).toContainText(
    reason,
  );
  await closeAll(customer, developer);
});

test('a release approves the milestone in review and pays the Unblocker', async ({
  page,
  browser,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const title = titled('Search is slow');
  const { ticketId, milestoneIds } = await fundedRequest(
    customer.person,
    developer.person,
    `${title}\nSearching takes ten seconds.`,
    [
      { title: 'Add an index', estimatedMinutes: 60, hourlyRateCents: 5000 },
      { title: 'Cache the results', estimatedMinutes: 60, hourlyRateCents: 5000 },
    ],
  );
  await submitThroughApi(developer.person, developer.page, ticketId, milestoneIds[0]!, {
    deliverable: { name: 'index.sql', text: 'create index on items (name);' },
  });
  const { version } = await customer.person.api.tickets.get.query({ ticketId });
  await customer.person.api.tickets.openDispute.mutate({
    ticketId,
    expectedVersion: version,
    reason: 'It is still slow for me.',
  });

  await signInAsPerson(page, moderator);
  await openCase(page, ticketId, title);
  await page.getByRole('button', { name: 'Release the payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Release the payment?' });
  await expect(dialog).toContainText('“Add an index” is approved');
  await expect(dialog).toContainText('paid to the Unblocker, less the platform’s 10 % fee');
  await expect(dialog).toContainText('The request moves to Work In Progress.');
  await dialog.getByLabel('Reason').fill('The index is there and search is fast on every test.');
  await dialog.getByRole('button', { name: 'Release the payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page, 'Case resolved: the payment goes to the Unblocker.')).toBeVisible();

  const row = region(page, 'Money').getByRole('row', { name: /Add an index/ });
  await expect(row).toContainText('Accepted');
  await expect(row.getByRole('cell').filter({ hasText: '$45.00' })).toHaveCount(1);
  await expect(row.getByRole('cell').filter({ hasText: '$5.00' })).toHaveCount(1);
  await expect(
    region(page, 'Plan')
      .getByRole('row', { name: /Add an index/ })
      .getByText('Accepted'),
  ).toBeVisible();
  await closeAll(customer, developer);
});

test.describe('suspension', () => {
  // The suspended person's sign-in is refused with 403, which the browser logs.
  test('ends the session live, refuses sign-in, and is lifted', async ({ page, browser }) => {
    const customer = await side(browser, ada);
    const developer = await side(browser, linus);
    const title = titled('Broken emails');
    const ticketId = await reportedRequest(customer, developer, title, 'Stop wasting my time.');
    const password = 'a good password';
    await setPassword(customer.person, password);
    await customer.page.goto('/dashboard/customer');
    await expect(
      customer.page.getByRole('heading', { level: 1, name: 'Your Dashboard' }),
    ).toBeVisible({ timeout: 15_000 });

    await signInAsPerson(page, moderator);
    await openCase(page, ticketId, title);
    const parties = region(page, 'Parties');
    const adaCard = parties.getByRole('article', { name: 'Ada Lovelace' });
    await expect(adaCard).toContainText(customer.person.email);
    await adaCard.getByRole('button', { name: 'Suspend Ada Lovelace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Ada Lovelace?' });
    await expect(dialog).toContainText('signed out everywhere at once');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    const reason = 'Insults in the chat after two warnings.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(notice(page, 'Ada Lovelace is suspended')).toBeVisible();
    await expect(adaCard.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(adaCard).toContainText(`Reason: ${reason}`);

    // The customer's open dashboard loses its session without a reload, and says why at once
    // (suspension-notice.spec.ts looks at the notice itself); from it they go home.
    const suspended = customer.page.getByRole('main');
    await expect(suspended.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible(
      {
        timeout: 10_000,
      },
    );
    await expect(suspended).toContainText(reason);
    await suspended.getByRole('link', { name: 'Back to home' }).click();
    await expect(customer.page).toHaveURL('/');
    await expect(
      topBar(customer.page).getByRole('button', { name: 'Sign In', exact: true }),
    ).toBeVisible();
    // And they cannot sign in again.
    await topBar(customer.page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const signIn = customer.page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email', { exact: true }).fill(customer.person.email);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signIn.getByRole('alert')).toHaveText(ACCOUNT_SUSPENDED);
    customer.errors.splice(
      0,
      customer.errors.length,
      ...customer.errors.filter((error) => !/status of 403/.test(error)),
    );

    // The queue's card says so too; then the suspension is lifted.
    await page.goto('/moderation');
    await expect(caseCard(page, title)).toContainText('Suspended');
    await openCase(page, ticketId, title);
    await region(page, 'Parties')
      .getByRole('button', { name: 'Lift suspension of Ada Lovelace' })
      .click();
    const lift = page.getByRole('alertdialog', { name: 'Lift the suspension of Ada Lovelace?' });
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(lift).toHaveCount(0);
    await expect(notice(page, 'The suspension of Ada Lovelace is lifted')).toBeVisible();
    await expect(
      region(page, 'Parties').getByRole('button', { name: 'Suspend Ada Lovelace' }),
    ).toBeVisible();
    await closeAll(customer, developer);
  });
});

test('the queue and the case view pass Axe and fit a 360 px phone', async ({ page, browser }) => {
  const customer = await side(browser, {
    role: 'customer',
    firstName: 'Maria Konstantinovna',
    lastName: 'Wolkonskaya-Hohenberg-Sternfeld',
  });
  const developer = await side(browser, linus);
  const title = titled(
    'The dashboard shows yesterday’s numbers after every deploy, on every device',
  );
  const long = `${'This is the third time I am asking for the export to work as promised. '.repeat(4)}https://example.com/${'a-very-long-path-segment'.repeat(4)}`;
  const ticketId = await reportedRequest(customer, developer, title, long);

  await signInAsPerson(page, moderator);
  await page.goto('/moderation');
  await expect(caseCard(page, title)).toBeVisible();
  await checkAtBothWidths(page, 'queue');

  await caseCard(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/moderation/cases/${ticketId}`);
  await expect(messageLog(page)).toContainText('third time');
  await checkAtBothWidths(page, 'case');

  await page.setViewportSize(viewports.phone);
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund the customer?' });
  await expect(dialog).toContainText('Nothing is held in escrow, so no money goes back.');
  await expectNoSeriousViolations(page);
  await shot(page, 'moderation-cases/refund-dialog-360');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await closeAll(customer, developer);
});

test.describe('a case resolved elsewhere', () => {
  // The browser logs the server's CONFLICT answer as a failed resource.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('the dialog says so, keeps only its way out, and the case shows how it stands', async ({
    page,
    browser,
  }) => {
    const customer = await side(browser, ada);
    const developer = await side(browser, linus);
    const title = titled('Stale case');
    const ticketId = await reportedRequest(customer, developer, title, 'You are useless.');
    await signInAsPerson(page, moderator);
    await openCase(page, ticketId, title);
    await page.getByRole('button', { name: 'Dismiss the report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dismiss the report?' });
    await dialog.getByLabel('Reason').fill('Rude, but not abuse.');

    // Another moderator is quicker. The page would hear it live and refetch the case (the dialog
    // then offers only Close); held back here, the decision is sent and the server refuses it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/trpc\/[^?]*(moderation\.cases\.get|tickets\.get)/, async (route) => {
      await held;
      await route.continue();
    });
    const other = await side(browser, { role: 'moderator' });
    const { version } = await other.person.api.tickets.get.query({ ticketId });
    await other.person.api.moderation.cases.resolve.mutate({
      ticketId,
      expectedVersion: version,
      outcome: 'refund',
      reason: 'Closing this one.',
    });

    await dialog.getByRole('button', { name: 'Dismiss the report' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This case was already resolved: the request is now Customer Rejected.',
    );
    release();
    await expect(dialog.getByRole('button', { name: 'Dismiss the report' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(region(page, 'Why it is here')).toContainText(
      'Resolved just now: the unfinished work is refunded.',
    );
    await expect(region(page, 'Your decision')).toHaveCount(0);
    await closeAll(customer, developer, other);
  });
});

test('others never reach the console', async ({ page }) => {
  await signInAsPerson(page, { role: 'customer' });
  await page.goto(`/moderation/cases/${randomUUID()}`);
  await expect(page).toHaveURL('/dashboard/customer');
});

test('the queue shows 20 cases and loads the next as the moderator scrolls', async ({
  page,
  browser,
}) => {
  // Twenty-one new cases, each between people of its own (no one's limits are reached): however
  // many other tests left waiting, the last one opened is on a later page.
  const scratch = await newParty(browser, viewports.desktop);
  const titles: string[] = [];
  for (let index = 0; index < 21; index++) {
    const customer = await signInAsPerson(scratch.page, { role: 'customer' });
    const developer = await signInAsPerson(scratch.page, linus);
    const title = titled(`Queue page ${index}`);
    const { ticketId } = await grabbedRequest(customer.api, developer.api, `${title}\nDetails.`);
    const message = await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Rude',
      messageKey: randomUUID(),
    });
    await customer.api.discussions.report.mutate({ messageId: message.id });
    titles.push(title);
  }
  await scratch.context.close();

  await signInAsPerson(page, moderator);
  await page.goto('/moderation');
  const queue = page.getByRole('list', { name: 'Cases, oldest first' });
  await expect(queue.getByRole('article')).toHaveCount(20);
  const newest = caseCard(page, titles.at(-1)!);
  await expect(newest).toHaveCount(0);
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(newest).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // The newest is the last: every case is on the page now, and the heading counts them all.
  const shown = await queue.getByRole('article').count();
  expect(shown).toBeGreaterThan(20);
  await expect(
    page.getByRole('heading', { level: 3, name: `Waiting for a moderator (${shown})` }),
  ).toBeVisible();
  await checkAtBothWidths(page, 'queue-paged');
});
