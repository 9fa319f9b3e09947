import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sendRequestDigests } from '#server/alerts/request-digest.task.ts';
import { createDatabase } from '#server/db/client.ts';
import { runningEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import type { Env } from '#server/env.ts';
import { waitForMail } from './accounts-support.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { BASE_URL, E2E_DATA_DIR } from './e2e-server.ts';
import { atBothWidths, expect, shot, TAKING_SHOTS, test, topBar } from './fixtures.ts';
import { signInAsPerson } from './people.ts';

const availableLink = (page: Page) =>
  topBar(page)
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', {
      name: /Available Requests/,
    });

/**
 * The digest as the crontab's run would send it, now rather than at the next minute: the task's
 * own code on the e2e server's database; the server's mail relay delivers what it queues.
 */
async function runDigestNow() {
  const running = await runningEmbeddedPostgres(path.join(E2E_DATA_DIR, 'postgres'));
  if (!running) throw new Error(`no e2e server's database in ${E2E_DATA_DIR}`);
  const { db, sql } = createDatabase(running.urlFor('unblock'), { max: 2 });
  try {
    // The digest reads only the public address from the configuration.
    await sendRequestDigests({ db, env: { publicUrl: BASE_URL } as Env }, new Date());
  } finally {
    await sql.end();
  }
}

type WsMessage = {
  id?: unknown;
  method?: string;
  params?: { path?: string };
  result?: { type?: string };
};
const messagesOf = (payload: string | Buffer): WsMessage[] => {
  try {
    const parsed = JSON.parse(String(payload)) as WsMessage | WsMessage[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [];
  }
};

/**
 * Whether every live list feed the page asked for (the layout's, for the count and the notices,
 * and the page's own) has started: a request posted after that is heard by all of them.
 */
function listFeedsStarted(page: Page): () => boolean {
  const asked = new Set<string>();
  const started = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      for (const message of messagesOf(frame.payload)) {
        if (
          message.method === 'subscription' &&
          message.params?.path === 'tickets.onListsChanged'
        ) {
          asked.add(String(message.id));
        }
      }
    });
    socket.on('framereceived', (frame) => {
      for (const message of messagesOf(frame.payload)) {
        if (message.result?.type === 'started') started.add(String(message.id));
      }
    });
  });
  return () => asked.size >= 2 && [...asked].every((id) => started.has(id));
}

// docs/request-alerts.md: a developer's open tab hears of a request posted in their categories
// (count and notice), Available Requests tags it "New" and clears the count, the digest mail
// names it, and the dashboard's setting is saved as chosen.
test('a new matching request reaches an open developer tab, the list and the mailbox', async ({
  page,
  browser,
  request,
}) => {
  const developer = await signInAsPerson(page, {
    role: 'developer',
    firstName: 'Grace',
    categories: ['android', 'backend'],
  });
  const feedsStarted = listFeedsStarted(page);
  // Opened once: what the shared pool holds already is not new to them.
  await page.goto('/dashboard/developer/available');
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tickets' })).toBeVisible();
  await expect(availableLink(page)).not.toHaveAccessibleName(/new/);

  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Dashboard' })).toBeVisible();
  await expect.poll(feedsStarted).toBe(true);

  const other = await browser.newPage();
  const customer = await signInAsPerson(other, { role: 'customer' });
  const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
    details: {
      description: 'Gradle build hangs on CI\nIt stops at :app:mergeDexRelease.',
      categories: ['android'],
      budget: '$120',
    },
    requestKey: randomUUID(),
  });

  // Live, on the page the developer is on: the notice and the count.
  const notices = page.getByRole('region', { name: 'New request notices' });
  await expect(notices).toContainText('New request: Gradle build hangs on CI');
  await expect(availableLink(page)).toHaveAccessibleName(/Available Requests\s*, 1 new$/);
  await atBothWidths(page, 'the dashboard with a new-request notice', {
    check: () => expectNoSeriousViolations(page, 'the dashboard with a notice'),
    shots: 'dashboard-notice',
  });

  // The digest names it, with its budget and a link to the list.
  await runDigestNow();
  const mail = await waitForMail(request, developer.email, /new request matches your categories/);
  expect(
    mail.links.some((link) => new URL(link).pathname === '/dashboard/developer/available'),
  ).toBe(true);
  // The mail as the dev mailbox shows it, for a person to look at when E2E_SHOTS names a folder.
  if (TAKING_SHOTS) {
    await other.goto('/dev/mailbox');
    await shot(other, 'request-alerts-mailbox', { fullPage: true });
  }

  // The notice leads to the list, where the request is tagged "New"; the count is cleared.
  await notices.getByRole('link', { name: 'See Available Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Available Tickets' })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('article', { name: /Gradle build hangs on CI/ }) });
  await expect(item).toContainText('New');
  await expect(availableLink(page)).not.toHaveAccessibleName(/new/);
  await expect(notices).not.toContainText('Gradle');
  await atBothWidths(page, 'Available Requests with a new request', {
    check: () => expectNoSeriousViolations(page, 'Available Requests'),
    shots: 'available-new',
  });

  // The setting: saved as it is chosen, and kept.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  const settings = page.getByRole('region', { name: 'New request emails' });
  await expect(
    settings.getByRole('radio', { name: 'At once (at most every 15 minutes)' }),
  ).toBeChecked();
  await settings.getByRole('radio', { name: 'Daily' }).check();
  await expect(settings.getByRole('status')).toHaveText(
    'Saved. New requests are emailed at most once a day.',
  );
  await atBothWidths(page, 'the dashboard with the setting saved', {
    check: () => expectNoSeriousViolations(page, 'the setting'),
    shots: 'request-alerts-settings',
  });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'New request emails' }).getByRole('radio', {
      name: 'Daily',
    }),
  ).toBeChecked();

  // Out of the shared pool, where other specs look for requests of their own.
  await customer.api.tickets.deleteTicket.mutate({ ticketId, expectedVersion: 1 });
  await other.close();
});
