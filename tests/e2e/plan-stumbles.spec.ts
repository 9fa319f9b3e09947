import type { Page } from '@playwright/test';
import { messageLog } from './discussions-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, settleAnimations, test, viewports } from './fixtures.ts';
import {
  decisionBanner,
  fundedRequest,
  openRoadmap,
  requestHistory,
  startThroughApi,
  submitThroughApi,
} from './handover-support.ts';
import { signInAsPerson } from './people.ts';
import { ada, closeAll, linus, side, titled } from './sides.ts';

// What new users stumble on on a request's roadmap and a moderator's case page
// (docs/screens.md#plan-screen, docs/moderation.md): a long description folded, the case's parts as
// tabs on a phone, why a "Customer Rejected" request closed, the ask to rate once complete, and who
// sees a rating. Requests are set up through the API (handover-support.ts); the screens are driven.

/**
 * The page at 1280 and at 360 px, where nothing may scroll sideways; when E2E_SHOTS names a folder,
 * a full-page screenshot at each width goes to its plan-stumbles/ folder. The page is left at
 * 1280 px.
 */
async function shoot(page: Page, name: string) {
  await atBothWidths(page, name, { shots: `plan-stumbles/${name}` });
}

const ONE_HOUR = { estimatedMinutes: 60, hourlyRateCents: 5000 };

/** How tall the page is, in CSS pixels. */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test.use({ viewport: viewports.desktop });
// Two or three people, requests paid and handed over through the API: over a minute when busy.
test.describe.configure({ timeout: 180_000 });

test('a 10,000-character description shows its first lines, with Show more and Show less', async ({
  browser,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const title = titled('The export button does nothing');
  const paragraph = 'When I press Export the spinner turns and nothing downloads. ';
  const body = paragraph
    .repeat(Math.ceil(10_000 / paragraph.length))
    .slice(0, 9_960)
    .trim();
  const description = `${title}\n${body}`;
  expect(description.length).toBeLessThanOrEqual(10_000);
  const { ticketId } = await fundedRequest(customer.person, developer.person, description, [
    { title: 'Find the cause', ...ONE_HOUR },
  ]);

  for (const [who, role] of [
    [customer, 'customer'],
    [developer, 'developer'],
  ] as const) {
    const page = who.page;
    await openRoadmap(page, role, ticketId);
    const details = page.getByRole('region', { name: title });
    const more = details.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = details.getByText(/^When I press Export/);
    // Folded: a line or two, and the plan follows within the first screen.
    expect((await text.boundingBox())!.height).toBeLessThan(80);
    const milestones = page.getByRole('heading', { level: 2, name: 'Milestones' });
    expect((await milestones.boundingBox())!.y).toBeLessThan(viewports.desktop.height);

    await more.click();
    const less = details.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    expect((await text.boundingBox())!.height).toBeGreaterThan(80);
    await expectNoSeriousViolations(page);
    await less.click();
    await expect(details.getByRole('button', { name: 'Show more' })).toBeVisible();

    await page.setViewportSize(viewports.phone);
    await expect(details.getByRole('button', { name: 'Show more' })).toBeVisible();
    const phoneMilestones = (await milestones.boundingBox())!;
    expect(phoneMilestones.y).toBeLessThan(2 * viewports.phone.height);
    await page.setViewportSize(viewports.desktop);
    await shoot(page, `long-description-${role}`);
  }
  await closeAll(customer, developer);
});

test('the case page on a phone: its parts are tabs, one shown at a time; at 1280 px all of them', async ({
  browser,
  page,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const title = titled('Search is slow');
  const { ticketId, milestoneIds } = await fundedRequest(
    customer.person,
    developer.person,
    `${title}\nSearching takes ten seconds.`,
    [
      { title: 'Add an index', ...ONE_HOUR },
      { title: 'Cache the results', ...ONE_HOUR },
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

  await signInAsPerson(page, { role: 'moderator', firstName: 'Morgan', lastName: 'Reed' });
  await page.setViewportSize(viewports.phone);
  await page.goto(`/moderation/cases/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  const tabs = page.getByRole('tablist', { name: 'Parts of the case' });
  await expect(tabs.getByRole('tab')).toHaveText(['Case', 'Conversation', 'Plan', 'History']);
  const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
  await expect(tab('Case')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeVisible();
  await expect(messageLog(page)).toBeHidden();
  await expect(requestHistory(page)).toBeHidden();
  test.info().annotations.push({
    type: 'case page height at 360 px, Case tab',
    description: String(await pageHeight(page)),
  });
  await expectNoSeriousViolations(page);
  await shoot(page, 'case-tab-case');
  await page.setViewportSize(viewports.phone);

  // By keyboard: the arrows move along the tabs, each showing its own part only.
  await tab('Case').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Conversation')).toBeFocused();
  await expect(tab('Conversation')).toHaveAttribute('aria-selected', 'true');
  await expect(messageLog(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeHidden();
  await page.keyboard.press('End');
  await expect(tab('History')).toHaveAttribute('aria-selected', 'true');
  await expect(requestHistory(page)).toBeVisible();
  await expect(messageLog(page)).toBeHidden();
  // The tabs stay in reach further down a part.
  await page.mouse.wheel(0, 3000);
  await expect(tabs).toBeInViewport();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Plan')).toHaveAttribute('aria-selected', 'true');
  const plan = page.getByRole('tabpanel', { name: 'Plan' });
  await expect(plan.getByRole('region', { name: 'Plan', exact: true })).toBeVisible();
  await expect(plan.getByRole('row', { name: /Add an index/ })).toBeVisible();
  test.info().annotations.push({
    type: 'case page height at 360 px, Plan tab',
    description: String(await pageHeight(page)),
  });
  await expectNoSeriousViolations(page);

  // At 1280 px every part shows, one under the other, as before.
  await page.setViewportSize(viewports.desktop);
  await expect(tabs).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeVisible();
  await expect(messageLog(page)).toBeVisible();
  await expect(requestHistory(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan', exact: true })).toBeVisible();
  await closeAll(customer, developer);
});

test('Customer Rejected says why it closed: the Unblocker found no solution, or a moderator refunded', async ({
  browser,
  page,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);

  // The Unblocker declares no solution while the paid milestone is under way.
  const noSolution = titled('The map never loads');
  const first = await fundedRequest(
    customer.person,
    developer.person,
    `${noSolution}\nThe tiles stay grey.`,
    [{ title: 'Find the cause', ...ONE_HOUR }],
  );
  await startThroughApi(developer.person, first.ticketId, first.milestoneIds[0]!);
  const started = await developer.person.api.tickets.get.query({ ticketId: first.ticketId });
  await developer.person.api.tickets.declareNoSolution.mutate({
    ticketId: first.ticketId,
    expectedVersion: started.version,
    reason: 'The tile server is not yours to change.',
  });
  for (const [who, role] of [
    [customer, 'customer'],
    [developer, 'developer'],
  ] as const) {
    await openRoadmap(who.page, role, first.ticketId);
    const banner = decisionBanner(who.page);
    await expect(banner).toContainText(
      'Closed without a solution: the Unblocker found none, and funded work not yet accepted was refunded',
    );
    // The status keeps its name.
    await expect(
      who.page.getByRole('region', { name: noSolution }).getByText('Customer Rejected'),
    ).toBeVisible();
  }
  await shoot(customer.page, 'closed-no-solution-customer');

  // A moderator refunds everything held after the customer asked for a refund.
  const refunded = titled('Checkout double-charges');
  const second = await fundedRequest(
    customer.person,
    developer.person,
    `${refunded}\nEvery order is paid twice.`,
    [{ title: 'Fix the checkout', ...ONE_HOUR }],
  );
  await submitThroughApi(
    developer.person,
    developer.page,
    second.ticketId,
    second.milestoneIds[0]!,
    {
      deliverable: { name: 'fix.patch', text: 'a fix' },
    },
  );
  const inReview = await customer.person.api.tickets.get.query({ ticketId: second.ticketId });
  await customer.person.api.tickets.openDispute.mutate({
    ticketId: second.ticketId,
    expectedVersion: inReview.version,
    reason: 'It still charges twice.',
  });
  const moderator = await signInAsPerson(page, { role: 'moderator' });
  const disputed = await moderator.api.tickets.get.query({ ticketId: second.ticketId });
  await moderator.api.moderation.cases.resolve.mutate({
    ticketId: second.ticketId,
    expectedVersion: disputed.version,
    outcome: 'refund',
    reason: 'The fix does not hold: the customer gets their money back.',
  });
  for (const [who, role] of [
    [customer, 'customer'],
    [developer, 'developer'],
  ] as const) {
    await openRoadmap(who.page, role, second.ticketId);
    await expect(decisionBanner(who.page)).toContainText('Closed: a moderator refunded the work');
    await expect(decisionBanner(who.page)).not.toContainText('Closed without a solution');
  }
  await shoot(developer.page, 'closed-refund-developer');
  // The moderator's case page says it under the status too.
  await page.goto(`/moderation/cases/${second.ticketId}`);
  await expect(page.getByRole('heading', { level: 1, name: refunded })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Closed: a moderator refunded the work')).toBeVisible();
  await closeAll(customer, developer);
});

test('a completed request asks each side to rate the other, and says who sees the rating', async ({
  browser,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const title = titled('Emails go to spam');
  const { ticketId, milestoneIds } = await fundedRequest(
    customer.person,
    developer.person,
    `${title}\nEvery receipt lands in spam.`,
    [{ title: 'Set up SPF and DKIM', ...ONE_HOUR }],
  );
  await submitThroughApi(developer.person, developer.page, ticketId, milestoneIds[0]!, {
    deliverable: { name: 'dns.txt', text: 'v=spf1 include:mail.example ~all' },
  });
  const inReview = await customer.person.api.tickets.get.query({ ticketId });
  // While the work is in review the customer may rate already, from the header; nobody is asked.
  await openRoadmap(customer.page, 'customer', ticketId);
  await expect(customer.page.getByRole('button', { name: 'Rate Developer' })).toBeVisible();
  await expect(
    decisionBanner(customer.page).getByRole('button', { name: 'Rate your Unblocker' }),
  ).toHaveCount(0);
  await customer.person.api.tickets.approveMilestone.mutate({
    ticketId,
    expectedVersion: inReview.version,
    milestoneId: milestoneIds[0]!,
  });

  // The customer: asked in the banner, the dialog says who sees it, and once rated the ask goes.
  const cPage = customer.page;
  const banner = decisionBanner(cPage);
  await expect(banner).toContainText('Complete: every milestone is approved');
  const ask = banner.getByRole('button', { name: 'Rate your Unblocker' });
  await expect(ask).toBeVisible();
  await expect(banner).toContainText('they see your rating on this request');
  await shoot(cPage, 'rate-prompt-customer');
  await ask.click();
  const dialog = cPage.getByRole('dialog', { name: 'Rate the developer' });
  await expect(dialog).toContainText(
    'Your rating and feedback go to your Unblocker, on this request, and show on their public profile as a review; Unblock’s moderators can read them too.',
  );
  await expect(dialog).not.toContainText('help other people');
  await expectNoSeriousViolations(cPage);
  // Cancelled, the focus goes back to the ask that opened it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeFocused();
  await ask.click();
  // Opened again: its opening animation done before a star is picked.
  await expect(dialog).toBeVisible();
  await settleAnimations(cPage);
  await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(dialog).toBeHidden();
  await expect(ask).toHaveCount(0);
  await expect(cPage.getByRole('button', { name: 'Edit Rating' })).toBeVisible();

  // The developer: asked too, and their dialog names the customer.
  const dPage = developer.page;
  await openRoadmap(dPage, 'developer', ticketId);
  const theirAsk = decisionBanner(dPage).getByRole('button', { name: 'Rate your customer' });
  await expect(theirAsk).toBeVisible();
  await dPage.setViewportSize(viewports.phone);
  await expect(theirAsk).toBeVisible();
  await dPage.setViewportSize(viewports.desktop);
  await shoot(dPage, 'rate-prompt-developer');
  await theirAsk.click();
  const theirs = dPage.getByRole('dialog', { name: 'Rate the customer' });
  await expect(theirs).toContainText(
    'Your rating and feedback go to your customer, on this request, and count in the rating Unblockers see of them; Unblock’s moderators can read them too.',
  );
  await theirs.getByLabel(/^Feedback/).fill('A clear brief and quick answers.');
  await theirs.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(theirs).toBeHidden();
  await expect(theirAsk).toHaveCount(0);
  // What the developer wrote reaches the customer under the request's details.
  await cPage.reload();
  await expect(
    cPage.getByRole('figure').filter({ hasText: 'Your Unblocker rated you' }),
  ).toContainText('A clear brief and quick answers.');
  await closeAll(customer, developer);
});
