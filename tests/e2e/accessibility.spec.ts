import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, topBar, viewports } from './fixtures.ts';

test.describe('accessibility (Axe)', () => {
  test('landing page at 1280x800', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expectNoSeriousViolations(page);
  });

  test('landing page at 360x740', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expectNoSeriousViolations(page);
  });

  test('landing page with the Sign In dialog open', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

    await expectNoSeriousViolations(page);
  });

  test('landing page with the Sign In dialog open at 360x740', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

    await expectNoSeriousViolations(page);
  });

  test('landing page with the mobile menu open at 360x740', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    await topBar(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    await expectNoSeriousViolations(page);
  });

  test('the check itself fails on a serious violation, also after Axe has already run', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A link with no text at all: Axe's "link-name" rule, impact serious. Outside React's root:
    // the prerendered page may still be hydrating on a busy machine, and an element added inside
    // it then fails the hydration, which renders anew without it.
    await page.evaluate(() => document.body.append(document.createElement('a')));
    await page
      .locator('body > a:not([href]):empty')
      .evaluate((a) => a.setAttribute('href', '/faq'));
    await expect(expectNoSeriousViolations(page)).rejects.toThrow(/link-name \(serious\)/);
  });
});
