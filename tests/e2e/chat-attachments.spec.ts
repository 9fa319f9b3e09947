import { randomUUID } from 'node:crypto';
import type { Locator, Route } from '@playwright/test';
import { expect, shot, test } from './fixtures.ts';
import { signInAsPerson } from './people.ts';
import { requestCard } from './workspace-support.ts';
import {
  conversation,
  grabbedRequest,
  messageField,
  messageItem,
  messageLog,
  pngImage,
  yourTickets,
} from './discussions-support.ts';

// Attachments in a conversation (docs/discussions.md#the-screen, docs/files.md): chosen files
// upload at once, each with its progress and a way to remove it; the panel never covers the
// composer; a message sent while files still upload waits for them; and "Your Tickets" says it is
// empty only when it is.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
] as const;

const FILES = [
  { name: 'login-error.png', mimeType: 'image/png', buffer: pngImage(120, 80) },
  { name: 'console.txt', mimeType: 'text/plain', buffer: Buffer.from('401 Unauthorized\n') },
  { name: 'network.har', mimeType: 'application/json', buffer: Buffer.from('{"log":{}}\n') },
];

/** Whether what shows at the middle of `locator` is the element itself (or inside it). */
async function expectUncovered(locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  const viewport = locator.page().viewportSize()!;
  const { x, y, width, height } = box!;
  expect(y, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${what} ends inside the window`).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(width, `${what} is not squeezed`).toBeGreaterThan(20);
  expect(height, `${what} is not squeezed`).toBeGreaterThan(16);
  const onTop = await locator.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (element === top || element.contains(top));
    },
    { x: x + width / 2, y: y + height / 2 },
  );
  expect(onTop, `${what} is not covered`).toBe(true);
}

test.describe.configure({ timeout: 90_000 });

test('three files chosen in a conversation upload at once and all go with the message', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[0]);
  // The developer only through the API: the customer signs in last, so the page is theirs.
  const developer = await signInAsPerson(page, {
    role: 'developer',
    categories: ['web'],
    firstName: 'Linus',
  });
  const customer = await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
  const title = 'Checkout page times out';
  const { ticketId } = await grabbedRequest(
    customer.api,
    developer.api,
    `${title}\nThe payment step spins forever since Friday's deploy.`,
  );

  // The third upload is held until the message has been sent, so sending happens mid-upload.
  let releaseLast: () => void = () => undefined;
  const lastHeld = new Promise<void>((resolve) => (releaseLast = resolve));
  await page.route('**/api/files/upload', async (route: Route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (body.includes('network.har')) await lastHeld;
    await route.continue();
  });

  await page.goto(`/discussions/${ticketId}`);
  await expect(conversation(page, title)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Attach files' }).click();
  const attachments = page.getByRole('group', { name: 'Attachments' });
  const chooser = page.waitForEvent('filechooser');
  await attachments.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(FILES);

  // No Upload button to press: the first two arrive, the third shows its progress.
  await expect(attachments.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  const attached = attachments.getByRole('list', { name: 'Attached attachments' });
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  await expect(
    attachments.getByRole('progressbar', { name: 'Uploading network.har' }),
  ).toBeVisible();

  const send = page.getByRole('button', { name: 'Send' });
  const rows = attachments.getByRole('listitem');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `${size.width}×${size.height}`;
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      await expectUncovered(row, `at ${at} the row "${await row.innerText()}"`);
      await expectUncovered(
        row.getByRole('button', { name: /^Remove / }),
        `at ${at} the remove button of "${await row.innerText()}"`,
      );
    }
    await expectUncovered(send, `at ${at} the send button`);
    await expectUncovered(messageField(page), `at ${at} the message field`);
    // The messages keep room above the files: a sixth of the window at least.
    const log = await messageLog(page).boundingBox();
    expect(log?.height, `at ${at} the message list's height`).toBeGreaterThanOrEqual(
      size.height / 6,
    );
    await shot(page, `chat-attachments/uploading-${size.width}x${size.height}`);
  }
  await page.setViewportSize(SIZES[0]);

  // Sent while the third still uploads: the composer says it waits, then sends all three.
  await messageField(page).fill('Screens and logs from the failing checkout.');
  await send.click();
  await expect(page.getByText('Sending once your files finish uploading…')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await shot(page, 'chat-attachments/waiting-1280x800');
  releaseLast();

  const message = messageItem(page, 'Screens and logs from the failing checkout.');
  await expect(message).toBeVisible();
  await expect(message.getByRole('button', { name: 'View image login-error.png' })).toBeVisible();
  await expect(message.getByRole('link', { name: 'Download console.txt' })).toBeVisible();
  await expect(message.getByRole('link', { name: 'Download network.har' })).toBeVisible();
  await expect(messageField(page)).toHaveValue('');
  await expect(attachments).toBeHidden();

  // What the developer reads has all three too.
  const { messages } = await developer.api.discussions.thread.query({ ticketId });
  const sent = messages.find((m) => m.text === 'Screens and logs from the failing checkout.');
  // Stored as uploaded, with the widget's unblock_{timestamp}_ prefix (docs/files.md).
  const names = Object.values(sent?.attachments ?? {}).map((name) =>
    name.replace(/^unblock_\d+_/, ''),
  );
  expect(names.sort()).toEqual(['console.txt', 'login-error.png', 'network.har'].sort());
  await shot(page, 'chat-attachments/sent-1280x800');
});

test('a file can be removed while it uploads and does not go with the message', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[2]);
  // The developer only through the API: the customer signs in last, so the page is theirs.
  const developer = await signInAsPerson(page, {
    role: 'developer',
    categories: ['web'],
    firstName: 'Linus',
  });
  const customer = await signInAsPerson(page, { role: 'customer', firstName: 'Ada' });
  const title = 'Emails land in spam';
  const { ticketId } = await grabbedRequest(
    customer.api,
    developer.api,
    `${title}\nEvery receipt goes to spam at Gmail.`,
  );
  // The upload never answers: it stays in progress until removed.
  await page.route('**/api/files/upload', () => undefined);
  await page.goto(`/discussions/${ticketId}`);
  await expect(conversation(page, title)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Attach files' }).click();
  const attachments = page.getByRole('group', { name: 'Attachments' });
  const chooser = page.waitForEvent('filechooser');
  await attachments.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([FILES[1]!]);
  await expect(
    attachments.getByRole('progressbar', { name: 'Uploading console.txt' }),
  ).toBeVisible();
  await attachments.getByRole('button', { name: 'Remove console.txt' }).click();
  await expect(attachments.getByRole('listitem')).toHaveCount(0);
  await messageField(page).fill('Only words this time.');
  await page.getByRole('button', { name: 'Send' }).click();
  const message = messageItem(page, 'Only words this time.');
  await expect(message).toBeVisible();
  await expect(message.getByRole('link')).toHaveCount(0);
});

test('a file that fails to upload stops the message with a word, never drops it', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The failed request, and Uppy's own log of the refusal.
  expectedConsoleErrors.push(/status of 400/, /Refused for the test/);
  await page.setViewportSize(SIZES[0]);
  const developer = await signInAsPerson(page, { role: 'developer', categories: ['web'] });
  const customer = await signInAsPerson(page, { role: 'customer' });
  const title = 'Search returns nothing';
  const { ticketId } = await grabbedRequest(
    customer.api,
    developer.api,
    `${title}\nEvery search is empty since the index rebuild.`,
  );
  // The server refuses the file (a 400 is not retried).
  await page.route('**/api/files/upload', (route) =>
    route.fulfill({ status: 400, json: { error: 'Refused for the test' } }),
  );
  await page.goto(`/discussions/${ticketId}`);
  await expect(conversation(page, title)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Attach files' }).click();
  const attachments = page.getByRole('group', { name: 'Attachments' });
  const chooser = page.waitForEvent('filechooser');
  await attachments.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([FILES[1]!]);
  await expect(
    attachments.getByRole('button', { name: 'Retry upload of console.txt' }),
  ).toBeVisible();
  await messageField(page).fill('The log is attached.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('A file did not upload. Retry it or remove it, then send again.'),
  ).toBeVisible();
  await expect(messageItem(page, 'The log is attached.')).toHaveCount(0);
  await expect(messageField(page)).toHaveValue('The log is attached.');
});

test('a developer who opens Message Customer is not told there are no discussions', async ({
  page,
}) => {
  const customer = await signInAsPerson(page, { role: 'customer' });
  await signInAsPerson(page, { role: 'developer', categories: ['web'], firstName: 'Grace' });
  const title = 'Webhook fires twice';
  const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
    details: {
      description: `${title}\nOrders are charged twice.`,
      categories: ['web'],
      budget: '$150',
    },
    requestKey: randomUUID(),
  });
  for (const size of [SIZES[0], SIZES[2]]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/developer/available');
    await requestCard(page, title).getByRole('link', { name: 'Message Customer' }).click({
      timeout: 15_000,
    });
    await expect(conversation(page, title)).toBeVisible();
    await expect(page.getByText('No discussions available')).toHaveCount(0);
    if (size.width >= 768) {
      await expect(yourTickets(page)).toContainText(
        'Your question to the customer joins this list once you send it.',
      );
    }
    await shot(page, `chat-attachments/pre-grab-${size.width}`);
  }
  // With nothing open and nothing asked, the list is really empty and says so.
  await page.setViewportSize(SIZES[0]);
  await page.goto('/discussions');
  await expect(yourTickets(page)).toContainText('No discussions available');
  // Out of the pool of available requests, where other specs expect theirs alone.
  await customer.api.tickets.deleteTicket.mutate({ ticketId, expectedVersion: 1 });
});

test('a moderator’s Discussions page says what a moderator reads there', async ({ page }) => {
  await signInAsPerson(page, { role: 'moderator' });
  for (const size of [SIZES[0], SIZES[2]]) {
    await page.setViewportSize(size);
    await page.goto('/discussions');
    const list = yourTickets(page).or(page.getByRole('region', { name: 'Conversations' }));
    await expect(list.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('No discussions available')).toHaveCount(0);
    await expect(
      page.getByText('As a moderator you read any request’s conversation from its case.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    );
    await shot(page, `chat-attachments/moderator-${size.width}`);
  }
});
