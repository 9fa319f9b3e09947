import type { Page } from '@playwright/test';
import { waitForMail } from './accounts-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, settleAnimations, shot, test, viewports } from './fixtures.ts';
import { setPassword, signInAsPerson } from './people.ts';

// Your data (docs/privacy.md): a copy of it, and deleting the account, from the settings page.

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

test('prepares a copy of the data, mails when it is ready, and downloads the zip', async ({
  page,
}) => {
  const customer = await signInAsPerson(page, {
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await page.goto('/settings');
  const section = yourData(page);
  await section.getByRole('button', { name: 'Download a copy of your data' }).click();
  await expect(section.getByText("Preparing… we'll email you when it's ready.")).toBeVisible();
  await waitForMail(page.request, customer.email, /Your Unblock data is ready/);
  const link = section.getByRole('link', { name: /^Download \(zip, [\d.]+ MB\)$/ });
  await expect(link).toBeVisible();
  await expect(section.getByText(/^Available until \w+ \d+, \d{4}\.$/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^unblock-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  // A zip (its local header's signature) holding data.json.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes(Buffer.from('data.json'))).toBe(true);

  await atBothWidths(page, 'the Your data section', {
    shots: 'your-data',
    check: async () => {
      await yourData(page).scrollIntoViewIfNeeded();
      await expectNoSeriousViolations(page, 'the Your data section');
    },
  });
});

test('deletes an account at 360 px: password and DELETE, then signed out to the home page', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The wrong password's refusal, which the dialog shows.
  expectedConsoleErrors.push(/status of 400/);
  await page.setViewportSize(viewports.phone);
  const customer = await signInAsPerson(page, { role: 'customer', firstName: 'Grace' });
  const password = 'a long and unusual passphrase';
  await setPassword(customer, password);
  await page.goto('/settings');
  const section = yourData(page);
  await section.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await settleAnimations(page);
  await expectNoSeriousViolations(page, 'the delete account dialog');
  await shot(page, 'delete-account-360');

  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right.');

  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out for good: the settings are no longer theirs to open.
  expect(await customer.api.auth.me.query()).toBeNull();
});
