import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, test, topBar } from './fixtures.ts';
import { signInAsPerson } from './people.ts';

// Passkeys (docs/accounts.md#passkeys) in Chromium with a virtual authenticator (the DevTools
// protocol's WebAuthn domain): added in Account Settings, then a sign-in without a password.

const panel = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

test('a passkey added in Account Settings signs in without a password', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await signInAsPerson(page, {
    role: 'customer',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  await page.goto('/settings');
  await panel(page).getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByLabel('Name').fill('Work laptop');
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add).toHaveCount(0);
  const list = panel(page).getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Work laptop');
  await expect(list).toContainText('Not used yet');
  await atBothWidths(page, 'passkeys', {
    check: () => expectNoSeriousViolations(page, 'passkeys'),
    shots: 'passkeys',
  });

  await topBar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await atBothWidths(page, 'passkey sign-in', {
    check: () => expectNoSeriousViolations(page, 'passkey sign-in'),
    shots: 'passkey-sign-in',
  });
  await signIn.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/dashboard/customer');
  await expect(topBar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goto('/settings');
  await expect(panel(page).getByRole('listitem')).toContainText('Last used just now');
});
