import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { grabbedRequest, threadCard } from './discussions-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { newParty } from './escrow-support.ts';
import { expect, horizontalOverflow, shot, test, viewports } from './fixtures.ts';
import { signInAsPerson } from './people.ts';
import { requestCard } from './workspace-support.ts';

// Profile pictures and developers' profiles (docs/files.md#profile-pictures, docs/screens.md)
// through the real upload widget: each role uploads a picture in Edit Profile and sees it, cropped
// round, beside their nav link; a developer edits their bio and categories from their dashboard.
// Axe and a 360 px phone on the dialog; screenshots for review when E2E_SHOTS names a folder.

/** A small opaque PNG of one colour, so the picture is visible in a screenshot. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array<Buffer>(size).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openEditProfile(page: Page, button: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses and uploads a picture in the dialog's widget, as a person would. */
async function uploadPicture(dialog: Locator, name: string, content: Buffer) {
  const widget = dialog.getByRole('group', { name: 'Profile picture' });
  const chooser = dialog.page().waitForEvent('filechooser');
  await widget.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: content });
  await expect(widget.getByRole('list', { name: 'Attached profile picture' })).toContainText(name);
}

/** The picture in a nav link or a card: loaded, from the authorised route, and drawn round. */
async function expectRoundPicture(holder: Locator) {
  const picture = holder.locator('img');
  // Lists load from the server first: on a busy machine that takes a few seconds.
  await expect(picture).toHaveAttribute('src', /^\/api\/files\/avatar\/[0-9a-f-]{36}\?v=/, {
    timeout: 15_000,
  });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const frame = await picture.evaluate((img) => {
    const style = getComputedStyle(img.parentElement!);
    return { radius: style.borderRadius, overflow: style.overflow };
  });
  expect(frame.overflow).toBe('hidden');
  expect(parseFloat(frame.radius)).toBeGreaterThanOrEqual(14);
}

async function expectFitsPhone(page: Page, dialog: Locator) {
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
}

test.describe('profile pictures and profiles', () => {
  // Uploads, Axe several times, a second browser: room for a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a customer uploads a picture in Edit Profile and sees it round in the nav', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await signInAsPerson(page, { role: 'customer', firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto('/dashboard/customer/profile');
    const myAccount = page.getByRole('navigation').getByRole('link', { name: 'My Account' });
    // Without a picture the initials show.
    await expect(myAccount.first()).toContainText('AL');

    const dialog = await openEditProfile(page, 'Edit');
    await uploadPicture(dialog, 'ada.png', png(64, [37, 99, 235]));
    await expectNoSeriousViolations(page);
    await shot(page, 'profile-customer-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expectRoundPicture(myAccount.first());
    await shot(page, 'profile-customer-1280');

    // On a phone the dialog fits; removing the picture goes back to the initials.
    await page.setViewportSize(viewports.phone);
    const again = await openEditProfile(page, 'Edit');
    await expectFitsPhone(page, again);
    await expectNoSeriousViolations(page);
    await shot(page, 'profile-customer-dialog-360', { fullPage: true });
    await again.getByRole('button', { name: 'Remove picture' }).click();
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  });

  test('a developer edits their picture, bio and categories from their dashboard', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewports.desktop);
    const developer = await signInAsPerson(page, {
      role: 'developer',
      firstName: 'Grace',
      lastName: 'Hopper',
      categories: ['web'],
    });
    await page.goto('/dashboard/developer');
    const dialog = await openEditProfile(page, 'Edit Profile');
    await uploadPicture(dialog, 'grace.png', png(64, [22, 163, 74]));
    await dialog.getByLabel('Bio or links').fill('Ten years of React. https://github.com/grace');
    const categories = dialog.getByRole('group', { name: 'Supported categories' });
    await expect(categories.getByRole('checkbox', { name: 'Web' })).toBeChecked();
    await categories.getByRole('checkbox', { name: 'Backend' }).click();
    await expectNoSeriousViolations(page);
    await shot(page, 'profile-developer-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await expectRoundPicture(
      page.getByRole('navigation').getByRole('link', { name: 'Available Requests' }).first(),
    );
    await shot(page, 'profile-developer-1280');
    expect(await developer.api.profile.details.query()).toEqual({
      bio: 'Ten years of React. https://github.com/grace',
      categories: ['backend', 'web'],
    });

    // A customer whose request the developer takes sees the picture on the card and in the list
    // of conversations.
    const customer = await newParty(browser, viewports.desktop);
    const asCustomer = await signInAsPerson(customer.page, { role: 'customer' });
    const title = 'Checkout button does nothing';
    await grabbedRequest(asCustomer.api, developer.api, `${title}\nSince the last deploy.`);
    await customer.page.goto('/dashboard/customer');
    await expectRoundPicture(requestCard(customer.page, title));
    await shot(customer.page, 'profile-card-1280');
    await customer.page.goto('/discussions');
    await expectRoundPicture(threadCard(customer.page, title));
    await shot(customer.page, 'profile-discussions-1280');
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    // Reopened on a phone, the dialog starts from what was saved and fits.
    await page.setViewportSize(viewports.phone);
    const again = await openEditProfile(page, 'Edit Profile');
    await expect(again.getByLabel('Bio or links')).toHaveValue(
      'Ten years of React. https://github.com/grace',
    );
    await expect(
      again.getByRole('group', { name: 'Supported categories' }).getByRole('checkbox', {
        name: 'Backend',
      }),
    ).toBeChecked();
    await expectFitsPhone(page, again);
    await expectNoSeriousViolations(page);
    await shot(page, 'profile-developer-dialog-360');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    await shot(page, 'profile-developer-360');
  });

  test('without a name, the profile block shows the email once, at a size an address fits', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    const person = await signInAsPerson(page, { role: 'developer', categories: ['web'] });
    await page.goto('/dashboard/developer/available');
    const shown = page.getByRole('main').getByText(person.email, { exact: true });
    await expect(shown).toHaveCount(1);
    // At the name's 20 px a test address broke over five lines on a 360 px phone.
    expect(await shown.evaluate((line) => getComputedStyle(line).fontSize)).toBe('16px');
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
