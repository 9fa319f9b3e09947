import { publicPages } from '#shared/public-pages.ts';
import { APP_SCRIPTS_META } from '#client/after-first-paint/handoff.ts';
import { BASE_URL } from './e2e-server.ts';
import { expect, footer, test, topBar, topBarLinks } from './fixtures.ts';
import { signInAsPerson } from './people.ts';

// Fast and findable (docs/public-site.md): the public pages arrive as HTML with their content, compressed,
// each with its own title, description, canonical URL and Open Graph tags, then come alive.
test.describe('the public site', () => {
  test('every public page is served prerendered and compressed, with its own head', async ({
    request,
  }) => {
    for (const page of publicPages) {
      const response = await request.get(page.path, { headers: { 'accept-encoding': 'br' } });
      expect(response.status(), page.path).toBe(200);
      expect(response.headers()['content-encoding'], page.path).toBe('br');
      const html = await response.text();
      // The page's own heading is in the HTML, before any script runs.
      expect(html, page.path).toMatch(/<div id="root"><.*<h1[^>]*>[^<]+/s);
      expect(html).toContain(`<title>${escapeHtml(page.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(page.description)}"`);
      expect(html).toContain(`<link rel="canonical" href="${BASE_URL}${page.path}"`);
      expect(html).toContain(`<meta property="og:url" content="${BASE_URL}${page.path}"`);
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(page.title)}"`);
    }
    // Scripts and styles are sent compressed too, and a page path the build did not prerender
    // still gets the app.
    const home = await (await request.get('/')).text();
    const script = appScripts(home)[0] ?? '';
    const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    const api = await request.get('/api/trpc/auth.me', { headers: { 'accept-encoding': 'br' } });
    expect(api.status()).toBe(200);
    // The build's files are not a second, unfilled copy of the pages.
    expect((await request.get('/prerendered/pricing.html')).status()).toBe(404);
  });

  test('a visitor without JavaScript still reads the pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByText('$50', { exact: false }).first()).toBeVisible();
    await context.close();
  });

  test('the pages come alive without redrawing, and the top bar and footer reach every page', async ({
    page,
  }) => {
    // No page fetches a stylesheet: its styles are all inlined, and a second copy would make the
    // phone restyle the whole page while it hydrates. (Moving to another page in the app loads
    // that page's styles, as any chunk does.)
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    // The prerendered heading node survives hydration (a mismatch would replace it, and the
    // fixture fails the test on the console error it logs).
    await heading.evaluate((node) => node.setAttribute('data-prerendered', 'yes'));
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(heading).toHaveAttribute('data-prerendered', 'yes');
    await page.waitForLoadState('networkidle');
    expect(stylesheets.splice(0), 'first load of /').toEqual([]);

    for (const link of topBarLinks) {
      await topBar(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const meta = publicPages.find((entry) => entry.path === link.href);
      await expect(page).toHaveTitle(meta?.title ?? '');
    }
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-and-conditions'],
    ] as const) {
      await footer(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Each prerendered page opened directly hydrates as well (a mismatch logs an error), and
    // nothing on it trips the Content-Security-Policy (e.g. a library probing eval).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.sourceFile}`);
      });
    });
    // Each page opened directly fetches no stylesheet either.
    stylesheets.splice(0);
    for (const entry of publicPages) {
      await page.goto(entry.path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, entry.path).toEqual([]);
      expect(stylesheets.splice(0), entry.path).toEqual([]);
    }
    await page.goto('/terms-and-conditions');
    await topBar(page).getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
  });

  test("a page paints before the app's scripts are asked for, then comes alive", async ({
    browser,
  }) => {
    for (const path of ['/', '/pricing', '/become-unblocker']) {
      // A context of its own each time: a script already in the memory cache has no timing.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      // Resource timings are written as each response ends.
      await page.waitForLoadState('networkidle');
      const scripts = appScripts(await page.content());
      expect(scripts.length, path).toBeGreaterThan(1);
      // The paint and each script's timing are recorded when the browser gets to it: on a busy
      // machine that can be after the network went idle.
      await page.waitForFunction(
        (urls) =>
          performance.getEntriesByName('first-contentful-paint').length > 0 &&
          urls.every(
            (url) => performance.getEntriesByName(new URL(url, location.href).href).length > 0,
          ),
        scripts,
      );
      const timing = await page.evaluate((urls) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const asked = urls.map(
          (url) => performance.getEntriesByName(new URL(url, location.href).href)[0]?.startTime,
        );
        return { paint: paint ?? Number.NaN, asked: asked.map((time) => time ?? Number.NaN) };
      }, scripts);
      for (const [index, asked] of timing.asked.entries()) {
        expect(asked, `${path}: ${scripts[index]}`).toBeGreaterThanOrEqual(timing.paint);
      }
      await context.close();
    }
  });

  test('a button pressed before the app has arrived does its work once it has', async ({
    page,
  }) => {
    // Hold the app's entry back until the visitor has pressed Sign In on the painted page.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in user opening / goes to their dashboard', async ({ page }) => {
    await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard/customer');
  });

  test('robots.txt and sitemap.xml name the public pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of publicPages) expect(sitemap).toContain(`<loc>${BASE_URL}${page.path}</loc>`);
  });
});

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The app's scripts a prerendered page names for its first-paint loader, the entry first. */
function appScripts(html: string): string[] {
  const named = new RegExp(`<meta name="${APP_SCRIPTS_META}" content="([^"]+)"`).exec(html);
  return named?.[1]?.split(',') ?? [];
}
