import type { Page } from '@playwright/test';
import {
  SUSPENSION_APPEAL,
  SUSPENSION_EFFECT,
  SUSPENSION_REASON_LEAD,
} from '#shared/auth-messages.ts';
import { SUPPORT_EMAIL } from '#shared/support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, test, topBar, viewports } from './fixtures.ts';
import { signInAsPerson, type Person } from './people.ts';

// A moderator's suspension ends the person's session everywhere; the page they have open says so
// at once, with the moderator's reason and how to appeal, without a reload (ADR 0004): from the
// socket's close code, or, when no socket was open, from the refusal of the page's next call.

test.use({ viewport: viewports.desktop });

const notice = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Your account is suspended' });

/** Marks the document, so a reload (which would lose the mark) is told from staying put. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { stayedPut?: boolean }).stayedPut = true;
  });
}
const stayedPut = (page: Page) =>
  page.evaluate(() => (window as { stayedPut?: boolean }).stayedPut === true);

async function openDashboard(page: Page) {
  await page.goto('/dashboard/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible({
    timeout: 15_000,
  });
  await markDocument(page);
}

/** The notice as the suspended person reads it: what happened, why, and how to appeal. */
async function expectNotice(page: Page, reason: string) {
  await expect(notice(page)).toBeVisible({ timeout: 10_000 });
  await expect(notice(page)).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText(SUSPENSION_EFFECT);
  await expect(main.getByRole('figure')).toHaveText(`${SUSPENSION_REASON_LEAD}${reason}`);
  await expect(main).toContainText(SUSPENSION_APPEAL);
  await expect(main.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(main.getByRole('link', { name: 'Write to support' })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  // Signed out: the top bar offers to sign in, and the page was never reloaded.
  await expect(topBar(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await stayedPut(page)).toBe(true);
}

async function suspend(moderator: Person, person: Person, reason: string) {
  await moderator.api.moderation.users.suspend.mutate({ userId: person.id, reason });
}

test('the open dashboard tells the suspended customer at once, with the reason and how to appeal', async ({
  page,
  browser,
}) => {
  // The socket's close tells the page, and the socket stops there: no stream starts again on the
  // ended session to ask for the lists and be refused (the page logs no error).
  const customer = await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
  await openDashboard(page);
  const moderatorContext = await browser.newContext();
  const moderator = await signInAsPerson(await moderatorContext.newPage(), {
    role: 'moderator',
  });

  const reason =
    'Insults in the chat after two warnings.\nSee the conversation of request #A1B2C3.';
  await suspend(moderator, customer, reason);
  await expectNotice(page, reason);
  await expect(page).toHaveURL('/dashboard/customer');

  await atBothWidths(page, 'suspension notice', {
    check: () => expectNoSeriousViolations(page, 'the suspension notice'),
    shots: 'suspension-notice/notice',
  });

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(notice(page)).toHaveCount(0);
  await moderatorContext.close();
});

test.describe('a page without an open socket', () => {
  // The page's next call is refused (401), which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('learns of the suspension from its next call and tells the person', async ({
    page,
    browser,
  }) => {
    // The live socket never reaches the server: nothing can be closed with the suspension's code.
    await page.routeWebSocket(/\/api\/trpc/, () => {});
    const customer = await signInAsPerson(page, { role: 'customer' });
    await openDashboard(page);
    const moderatorContext = await browser.newContext();
    const moderator = await signInAsPerson(await moderatorContext.newPage(), {
      role: 'moderator',
    });

    const reason = 'Chargebacks on three paid milestones.';
    await suspend(moderator, customer, reason);
    await expect(notice(page)).toHaveCount(0);
    // The page's next call is refused because of the suspension: the next screen's first one,
    // unless the page's own came first (its lists refetched when its socket, which never gets an
    // answer, is opened again), and then the link is gone with the screen.
    await Promise.race([
      page.getByRole('link', { name: 'My Account' }).click(),
      notice(page).waitFor(),
    ]);
    await expectNotice(page, reason);
    await moderatorContext.close();
  });
});

test('a session ended otherwise still leaves for / without a notice', async ({
  page,
  expectedConsoleErrors,
}) => {
  // A call already on its way when the session ends is refused with 401: that refusal is how the
  // page may learn of it, and the browser logs it.
  expectedConsoleErrors.push(/status of 401/);
  const customer = await signInAsPerson(page, { role: 'customer' });
  await openDashboard(page);
  // The same session signed out through the API, as a sign-out in another tab does.
  await customer.api.auth.signOut.mutate();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expect(topBar(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});
