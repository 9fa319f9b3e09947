import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Party } from './escrow-support.ts';
import type { Api } from './people.ts';
import { topBar } from './fixtures.ts';
import { BASE_URL } from './e2e-server.ts';

// The discussions screen as the specs drive it, and what they need to set it up: requests taken
// by a developer (through the API) and files made in the test (a real PNG, a text file).

/** A new request of the customer's, taken by the developer; its id. */
export async function grabbedRequest(customer: Api, developer: Api, description: string) {
  const ticket = await customer.tickets.createTicket.mutate({
    details: { description, categories: ['web'], budget: '$100' },
    requestKey: randomUUID(),
  });
  const grabbed = await developer.tickets.grabTicket.mutate({
    ticketId: ticket.id,
    expectedVersion: ticket.version,
  });
  return { ticketId: ticket.id, version: grabbed.version };
}

/** "Your Tickets", the list of conversations. */
export const yourTickets = (page: Page): Locator =>
  page.getByRole('region', { name: 'Your Tickets' });

/** A conversation's card in "Your Tickets", by its request's title. */
export const threadCard = (page: Page, title: string): Locator =>
  yourTickets(page).getByRole('link', { name: new RegExp(title) });

/** The open conversation (its header, messages and composer), by its request's title. */
export const conversation = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

/** The messages of the open conversation. */
export const messageLog = (page: Page): Locator => page.getByRole('log', { name: 'Conversation' });

/** One message of the open conversation, by (part of) its text. */
export const messageItem = (page: Page, text: string): Locator =>
  messageLog(page).getByRole('listitem').filter({ hasText: text });

/** The composer's field. */
export const messageField = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });

/** The top bar's Discussions link (with its unread badge, "Discussions, 2 unread"). */
export const discussionsNavLink = (page: Page): Locator =>
  topBar(page)
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Discussions/ });

/** Types a message and sends it with Enter; it shows in the sender's own log. */
export async function sendMessage(page: Page, text: string) {
  await messageField(page).fill(text);
  await messageField(page).press('Enter');
  await expect(messageField(page)).toHaveValue('');
  await expect(messageItem(page, text.split('\n')[0]!).last()).toBeVisible();
}

/** Fails the test on any alert, confirm or prompt a page of this party opens. */
export function failOnDialogs(party: Party) {
  party.context.on('dialog', (dialog) => {
    party.errors.push(`dialog (${dialog.type()}): ${dialog.message()}`);
    void dialog.dismiss();
  });
}

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Uploads a file as the party signed in on `page`, as the widget does; its file key. */
export async function uploadThroughApi(page: Page, file: TestFile): Promise<string> {
  const response = await page.request.post('/api/files/upload', {
    headers: { origin: BASE_URL },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { fileKey: string }).fileKey;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width` × `height` (an RGB gradient), small enough to make in the test. */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) {
      rows.push(Math.round((255 * x) / width), Math.round((255 * y) / height), 180);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The natural width of an image element, 0 while it has not loaded (or could not). */
export const naturalWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
