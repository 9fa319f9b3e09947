import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { Page } from '@playwright/test';
import { TWO_STEP_REQUIRED_FOR_CONSOLE } from '#shared/two-step.ts';
import { FIXTURE_TOTP_KEY, totpCode } from '../fixtures/two-step.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, test, topBar } from './fixtures.ts';
import { setPassword, signInAsPerson } from './people.ts';

// Two-step sign-in (docs/accounts.md#two-step-sign-in): set up in Account Settings from the key
// the dialog shows, asked for at the next sign-in; required for the moderators' console.

const password = 'a good password';

const section = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });

/** Axe at 1280 and 360 px, with screenshots when E2E_SHOTS names a folder. */
const checkBothWidths = (page: Page, name: string) =>
  atBothWidths(page, name, {
    check: () => expectNoSeriousViolations(page, name),
    shots: name.replaceAll(' ', '-'),
  });

test('an authenticator app is set up from the key shown, and the next sign-in asks for its code', async ({
  page,
}) => {
  const person = await signInAsPerson(page, {
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await setPassword(person, password);
  await page.goto('/settings');
  await expect(section(page)).toContainText('Off.');

  await section(page).getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await setup.getByTestId('totp-secret').textContent()) ?? '';
  const key = decodeBase32IgnorePadding(secret.replaceAll(' ', ''));
  await checkBothWidths(page, 'two-step setup');
  await setup.getByLabel('Code from the app').fill(totpCode(key));
  await setup.getByRole('button', { name: 'Confirm' }).click();

  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(
    saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await checkBothWidths(page, 'two-step recovery codes');
  await saved.getByRole('button', { name: 'I saved them' }).click();
  await expect(section(page)).toContainText('On.');
  await expect(section(page)).toContainText('10 recovery codes left.');

  await topBar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await topBar(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('Email', { exact: true }).fill(person.email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  const code = signIn.getByLabel('Enter the 6-digit code from your authenticator app');
  await expect(code).toBeFocused();
  await expect(signIn.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  await checkBothWidths(page, 'two-step sign-in');
  // The code after the one that confirmed the setup: each code is good once.
  await code.fill(totpCode(key, 1));
  await signIn.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/dashboard/customer');
  await expect(topBar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a moderator who turns two-step sign-in off is sent from the console to Account Settings', async ({
  page,
}) => {
  // The fixtures' moderators have it on, with the fixtures' key.
  await signInAsPerson(page, { role: 'moderator', firstName: 'Mo', lastName: 'Derator' });
  await page.goto('/settings');
  await expect(section(page)).toContainText('On.');
  await section(page).getByRole('button', { name: 'Turn off' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
  await turnOff
    .getByLabel('Code from your authenticator app, or a recovery code')
    .fill(totpCode(FIXTURE_TOTP_KEY));
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(turnOff).toHaveCount(0);
  await expect(section(page)).toContainText('Off.');

  await page.goto('/moderation');
  await expect(page.getByRole('alert')).toHaveText(TWO_STEP_REQUIRED_FOR_CONSOLE);
  await checkBothWidths(page, 'console without two-step');
  await page.getByRole('link', { name: 'Open Account Settings' }).click();
  await expect(page).toHaveURL('/settings');
});
