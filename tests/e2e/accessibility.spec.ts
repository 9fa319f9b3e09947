import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, settleAnimations, test, topBar, viewports } from './fixtures.ts';

// DESIGN §7: "Axe finds no serious or critical violation" on every screen, at every width.
const blocking = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await settleAnimations(page);
  // All of Axe's default rules (WCAG A/AA and best practices), not a hand-picked subset.
  const results = await new AxeBuilder({ page }).analyze();
  // Guard against a vacuous pass: Axe must actually have looked at something.
  expect(results.passes.length, 'Axe ran no passing rules').toBeGreaterThan(0);

  // One line per violation (rule, impact, the elements it hit), so a failure reads at a glance.
  const blockingViolations = results.violations
    .filter((violation) => violation.impact && blocking.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
  expect(blockingViolations, 'serious or critical Axe violations').toEqual([]);
}

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
});
