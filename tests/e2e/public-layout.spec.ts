import {
  expect,
  footer,
  settleAnimations,
  test,
  topBar,
  topBarLinks,
  viewports,
} from './fixtures.ts';

// The public layout (docs/screens.md#public-layout): top bar, sign-in modal trigger, mobile
// slide-in menu, footer.
test.describe('public layout on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('the top bar links to Learn More, FAQ, Pricing and Become an Unblocker', async ({
    page,
  }) => {
    await page.goto('/');

    const nav = topBar(page).getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(topBarLinks.length);
    for (const [index, { text, name }] of topBarLinks.entries()) {
      // What shows is the product's word alone; the rest is for screen readers and search engines.
      await expect(links.nth(index)).toHaveAccessibleName(name);
      expect(await links.nth(index).evaluate((link) => link.firstChild?.textContent)).toBe(text);
    }
    for (const { name, href } of topBarLinks) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    // The slide-in menu is for small screens only.
    await expect(topBar(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('the logo links home', async ({ page }) => {
    await page.goto('/');

    const logo = topBar(page).getByRole('link', { name: 'Unblock', exact: true });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('href', '/');
  });

  test('Sign In opens the sign-in dialog and Escape closes it', async ({ page }) => {
    await page.goto('/');

    const signIn = topBar(page).getByRole('button', { name: 'Sign In', exact: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await signIn.click();

    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    // Modal: the page behind it is hidden from assistive technology while it is open.
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    // Focus moves into the modal.
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    // Focus goes back to where the user was.
    await expect(signIn).toBeFocused();
  });

  test('the sign-in dialog closes with its Close button', async ({ page }) => {
    await page.goto('/');

    await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the sign-in dialog opens from the keyboard', async ({ page }) => {
    await page.goto('/');

    const signIn = topBar(page).getByRole('button', { name: 'Sign In', exact: true });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(signIn).toBeFocused();
  });

  test('an open modal locks page scrolling without a CSP violation', async ({ page }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
        cspErrors.push(message.text());
      }
    });
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY))
      .not.toBe('hidden');

    await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY), {
        message: 'body overflow while a modal is open',
        timeout: 2_000,
      })
      .toBe('hidden');
    expect(cspErrors).toEqual([]);
  });

  test('the footer has the legal links, a Contact mailto link and the 2025 copyright', async ({
    page,
  }) => {
    await page.goto('/');

    const foot = footer(page);
    await expect(foot).toBeVisible();
    await expect(foot.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(foot.getByRole('link', { name: 'Terms of Service', exact: true })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(foot.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/,
    );
    await expect(foot).toContainText(/(©|copyright)\s*2025/i);
  });
});

test.describe('public layout on a 360 px phone', () => {
  test.use({ viewport: viewports.phone });

  test('the top-bar links are hidden behind a menu button', async ({ page }) => {
    await page.goto('/');

    const bar = topBar(page);
    for (const { name } of topBarLinks) {
      await expect(bar.getByRole('link', { name, exact: true })).toBeHidden();
    }
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Sign In stays reachable without opening the menu.
    await expect(bar.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('the menu button opens a slide-in menu with the links and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');

    const menuButton = topBar(page).getByRole('button', { name: 'Open menu' });
    await menuButton.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await settleAnimations(page);
    for (const { name, href } of topBarLinks) {
      const link = menu.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    // It slides in from the right edge and fits on the screen.
    const box = await menu.boundingBox();
    if (!box) throw new Error('the menu panel has no bounding box');
    expect(Math.round(box.x + box.width)).toBe(viewports.phone.width);
    expect(box.x).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test('the menu closes with its Close menu button', async ({ page }) => {
    await page.goto('/');

    await topBar(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('following a link in the menu closes the menu', async ({ page }) => {
    await page.goto('/');

    await topBar(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    // /faq is not built yet, so the app lands back on /; the menu must not stay open over it.
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the footer links are visible on a phone', async ({ page }) => {
    await page.goto('/');

    const foot = footer(page);
    for (const name of ['Privacy Policy', 'Terms of Service', 'Contact']) {
      await foot.getByRole('link', { name, exact: true }).scrollIntoViewIfNeeded();
      await expect(foot.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(foot).toContainText('2025');
  });
});
