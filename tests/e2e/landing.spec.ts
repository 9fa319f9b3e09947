import { expect, test, horizontalOverflow } from './fixtures.ts';

// The public route `/` (docs/screens.md#routes): a heading, the tagline, and two buttons leading
// on.
test.describe('landing page', () => {
  test('shows the heading and the tagline', async ({ page }) => {
    await page.goto('/');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Unblock' })).toBeVisible();
    await expect(main.getByText("Stuck? When AI Can't, We Can", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Stuck\? When AI Can't, We Can/);
  });

  test('"Unblock Me Now!" leads to /learn-more', async ({ page }) => {
    await page.goto('/');

    const link = page.getByRole('main').getByRole('link', { name: 'Unblock Me Now!', exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/learn-more');
  });

  test('"Become an Unblocker" leads to /become-unblocker', async ({ page }) => {
    await page.goto('/');

    // Scoped to main: the top bar has a link with the same words.
    const link = page
      .getByRole('main')
      .getByRole('link', { name: 'Become an Unblocker', exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/become-unblocker');
  });

  test('both calls to action are visible on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Unblock' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Unblock Me Now!', exact: true })).toBeVisible();
    await expect(
      main.getByRole('link', { name: 'Become an Unblocker', exact: true }),
    ).toBeVisible();
    // Nothing on the page forces sideways scrolling at 360 px.
    const overflow = await horizontalOverflow(page);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });

  test('an unknown path redirects to / and shows the landing page', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Unblock' }),
    ).toBeVisible();
    await expect(page.getByText("Stuck? When AI Can't, We Can", { exact: true })).toBeVisible();
  });

  test('an unknown nested path with a query also redirects to /', async ({ page }) => {
    await page.goto('/some/deep/unknown/path?x=1');

    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Unblock' }),
    ).toBeVisible();
  });
});
