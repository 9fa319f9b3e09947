import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Viewports named after the design's range: a 360 px phone and an ordinary laptop. */
export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The top-bar links (docs/screens.md#public-layout), in order, with the words they show (`text`),
 * their accessible name (`name`: "Learn More" says where it leads to screen readers and search
 * engines, docs/public-site.md#fast-and-findable) and the route each one leads to.
 */
export const topBarLinks = [
  { text: 'Learn More', name: 'Learn More about how Unblock works', href: '/learn-more' },
  { text: 'FAQ', name: 'FAQ', href: '/faq' },
  { text: 'Pricing', name: 'Pricing', href: '/pricing' },
  { text: 'Become an Unblocker', name: 'Become an Unblocker', href: '/become-unblocker' },
] as const;

/**
 * Every test also fails on an uncaught page error or a console error (a CSP refusal, a failed
 * asset, a React warning promoted to an error): those break the page without breaking a locator.
 * A test that provokes a failed request on purpose lists the errors it expects in
 * `expectedConsoleErrors`.
 *
 * Each test also comes from its own client address (X-Forwarded-For; the e2e server trusts the
 * proxy), as real users do, so the per-address rate limits of one test never touch another.
 */
export const test = base.extend<{ pageErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        // A failed resource's message does not name it; its location does.
        const { url } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until no CSS animation or transition is running, so a dialog has finished sliding or
 * fading in (Axe would otherwise measure contrast on half-transparent text). A skeleton's pulse
 * or a spinner runs until what it stands for has loaded, so this also waits for that; one that
 * never leaves fails at the action bound (playwright.config.ts) instead of hanging the test.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** How far the page scrolls sideways, in px: 0 when everything fits the viewport's width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Screenshots are for a person to look at, never compared, so they are taken only when
 * `E2E_SHOTS` names a folder (docs/testing.md#screenshots): encoding full-page PNGs that nobody
 * opens cost the CI run Chromium's time. One switch for every spec.
 */
const SHOTS_DIR = process.env.E2E_SHOTS;

/** Whether screenshots are asked for: for a spec that must first open a page only to take one. */
export const TAKING_SHOTS = SHOTS_DIR !== undefined;

/**
 * Saves a screenshot of a page or of one element as `${E2E_SHOTS}/${name}.png`; does nothing
 * without `E2E_SHOTS`. Animations are finished first, so a dialog is not caught half-faded.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS_DIR) return;
  const file = path.join(SHOTS_DIR, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, animations: 'disabled', ...options });
}

/**
 * The page at 1280 × 800, then at 360 × 740, where nothing may scroll sideways. At each width
 * `check` runs, and with `shots` (a name) a full-page `shot` goes to `${shots}-1280.png` and
 * `${shots}-360.png` when screenshots are asked for. The page is left at 1280 px.
 */
export async function atBothWidths(
  page: Page,
  name: string,
  options: { check?: () => Promise<void>; shots?: string } = {},
): Promise<void> {
  const { check, shots } = options;
  for (const [label, viewport] of [
    ['1280', viewports.desktop],
    ['360', viewports.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await check?.();
    if (shots) await shot(page, `${shots}-${label}`, { fullPage: true });
    if (label === '360') {
      expect(await horizontalOverflow(page), `${name} scrolls sideways at 360 px`).toBe(0);
    }
  }
  await page.setViewportSize(viewports.desktop);
}

/** The site's top bar (the page's banner landmark). */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}

/** The site's footer (the page's contentinfo landmark). */
export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}
