import type { Page } from '@playwright/test';
import { APPLICATION_LINK_INVALID } from '#shared/schemas/waitlist.ts';
import { linkTo, uniqueEmail, waitForMail } from './accounts-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, shot, TAKING_SHOTS, test, viewports } from './fixtures.ts';

// A developer application reaches the team only once its address's owner follows the mailed
// link: /become-unblocker/confirm#token=…, confirmed by a POST as the page opens.

/** Applies through the /become-unblocker form, as a visitor does. */
async function applyInTheForm(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/become-unblocker');
  // A click on the prerendered HTML before React hydrates it is lost (see use-hydrated).
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  const nameField = main.getByLabel('Name', { exact: true });
  await nameField.scrollIntoViewIfNeeded();
  await nameField.fill(name);
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Specialty', { exact: true }).selectOption({ label: 'Python' });
  await main.getByRole('button', { name: 'Apply to Join' }).click();
  await expect(
    main.getByRole('heading', { name: `Thanks, ${name}! Check your email to confirm.` }),
  ).toBeVisible();
}

test.use({ viewport: viewports.desktop });

test.describe('following the mailed link', () => {
  // The spent link's second use is refused with a 400, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('confirms the application once; the page drops the token and refuses it again', async ({
    page,
  }) => {
    const email = uniqueEmail('hedy');
    await applyInTheForm(page, 'Hedy Lamarr', email);
    // The sent form at each width, for a person to look at when E2E_SHOTS names a folder.
    if (TAKING_SHOTS) {
      for (const [label, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await shot(page.locator('#join'), `confirm-application/form-sent-${label}`);
      }
      await page.setViewportSize(viewports.desktop);
    }

    const mail = await waitForMail(
      page.request,
      email,
      /^Confirm your Unblock developer application$/,
    );
    expect(JSON.stringify(mail)).not.toContain('Hedy');
    const link = linkTo(mail, '/become-unblocker/confirm');
    expect(link).toMatch(/^\/become-unblocker\/confirm#token=[a-z2-7]{32}$/);

    // The token travels in a POST body, never in a URL a server or a log sees.
    const confirmation = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/trpc/waitlist.confirmApplication',
    );
    await page.goto(link);
    expect((await confirmation).method()).toBe('POST');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Application confirmed' }),
    ).toBeVisible();
    await expect(page.getByText('Your application is with our team now')).toBeVisible();
    await expect(page).toHaveURL('/become-unblocker/confirm');
    await atBothWidths(page, 'the confirmed application', {
      check: () => expectNoSeriousViolations(page, 'the confirmation page'),
      shots: 'confirm-application/confirmed',
    });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');

    // The same link again: it worked once.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeVisible();
    await expect(page.getByText(APPLICATION_LINK_INVALID)).toBeVisible();
    await atBothWidths(page, 'the refused link', {
      check: () => expectNoSeriousViolations(page, 'the refused link'),
      shots: 'confirm-application/refused',
    });
    await page.getByRole('link', { name: 'Apply to join' }).click();
    await expect(page).toHaveURL('/become-unblocker');
    await expect(page.getByRole('heading', { name: 'Join Our Developer Network' })).toBeVisible();
  });
});

test('a link without a well-formed token is refused without asking the server', async ({
  page,
}) => {
  let asked = false;
  await page.route('**/api/trpc/waitlist.confirmApplication**', async (route) => {
    asked = true;
    await route.continue();
  });
  for (const path of ['/become-unblocker/confirm', '/become-unblocker/confirm#token=nope']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeVisible();
  }
  expect(asked).toBe(false);
});
