import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import { expect, settleAnimations } from './fixtures.ts';

// docs/screens.md#the-look: "Axe finds no serious or critical violation" on every screen, at every
// width.
//
// axe-core is run straight through its public API (`axe.run`) rather than through
// @axe-core/playwright: that wrapper injects the 550 KB script again on every check and, by
// default, opens a second blank page to merge per-frame results, 1.4–2 s a check on this machine
// against 0.3–0.5 s here. Our pages have no frames to merge, and Playwright's evaluate is not
// subject to the page's Content-Security-Policy, so the script goes in once per document.

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const blocking: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);
// All of Axe's default rules (WCAG A/AA and best practices), not a hand-picked subset; only the
// violations' nodes are collected (the passes are still listed, one node each).
const options: RunOptions = { resultTypes: ['violations'] };

type AxeWindow = Window & {
  axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
};

/** Fails the test on any serious or critical Axe violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, label = 'the page'): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (runOptions) => (window as AxeWindow).axe!.run(document, runOptions),
    options,
  );
  // Guard against a vacuous pass: Axe must actually have looked at something.
  expect(results.passes.length, `${label}: Axe ran no passing rules`).toBeGreaterThan(0);
  // One line per violation (rule, impact, the elements it hit), so a failure reads at a glance.
  const found = results.violations
    .filter((violation) => violation.impact && blocking.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
  expect(found, `${label}: serious or critical Axe violations`).toEqual([]);
}
