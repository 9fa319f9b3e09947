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
import { atBothWidths, expect, test } from './fixtures.ts';
import { signInAsPerson } from './people.ts';

// Mail preferences (docs/mail.md): the settings' Emails section, and a mail's unsubscribe link.

const emails = (page: Page) => page.getByRole('region', { name: 'Emails' });

test('turns message emails off and on again from the settings at 1280 and 360 px', async ({
  page,
}) => {
  await signInAsPerson(page, { role: 'customer', firstName: 'Ada', lastName: 'Lovelace' });
  await page.goto('/settings');
  const section = emails(page);
  const messages = section.getByRole('checkbox', { name: 'New messages' });
  await expect(messages).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Review reminders' })).toBeChecked();
  await expect(section.getByText(/always sent/)).toBeVisible();

  await messages.uncheck();
  await expect(section.getByRole('status')).toHaveText(
    "Saved. You'll no longer get emails about new messages in your conversations.",
  );
  await page.reload();
  await expect(messages).not.toBeChecked();
  await atBothWidths(page, 'the Emails section', {
    shots: 'mail-preferences',
    check: async () => {
      await emails(page).scrollIntoViewIfNeeded();
      await expectNoSeriousViolations(page, 'the Emails section');
    },
  });
  await messages.check();
  await expect(section.getByRole('status')).toHaveText(
    "Saved. You'll get emails about new messages in your conversations.",
  );
});

/** The digest now, as the crontab's run would send it (the server's relay delivers it). */
async function runDigestNow() {
  const running = await runningEmbeddedPostgres(path.join(E2E_DATA_DIR, 'postgres'));
  if (!running) throw new Error(`no e2e server's database in ${E2E_DATA_DIR}`);
  const { db, sql } = createDatabase(running.urlFor('unblock'), { max: 2 });
  try {
    await sendRequestDigests({ db, env: { publicUrl: BASE_URL } as Env }, new Date());
  } finally {
    await sql.end();
  }
}

test("opens a digest's unsubscribe link from the dev mailbox, signed out, and turns those emails off", async ({
  page,
  browser,
}) => {
  const customer = await signInAsPerson(page, { role: 'customer' });
  const developerPage = await browser.newPage();
  const developer = await signInAsPerson(developerPage, {
    role: 'developer',
    categories: ['infrastructure'],
  });
  await customer.api.tickets.createTicket.mutate({
    details: {
      description: 'Deploys hang\nEvery time',
      categories: ['infrastructure'],
      budget: '$60',
    },
    requestKey: randomUUID(),
  });
  await runDigestNow();
  await waitForMail(page.request, developer.email, /new request/);

  // Another browser, signed in nowhere, follows the mail's link from the dev mailbox.
  const signedOut = await browser.newPage();
  await signedOut.goto('/dev/mailbox');
  const mail = signedOut.getByRole('article').filter({ hasText: developer.email }).first();
  await mail.getByRole('link', { name: /\/unsubscribe\?token=/ }).click();
  await expect(
    signedOut.getByRole('heading', { name: 'Unsubscribe from these emails?' }),
  ).toBeVisible();
  await atBothWidths(signedOut, 'the unsubscribe page, unanswered', { shots: 'unsubscribe' });
  // Opening it changed nothing.
  expect((await developer.api.alerts.settings.query()).mailEvery).toBe('immediate');
  await signedOut.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(signedOut.getByText(/You'll no longer get emails about/)).toHaveText(
    "You'll no longer get emails about new requests in your categories.",
  );
  await atBothWidths(signedOut, 'the unsubscribe page', {
    shots: 'unsubscribed',
    check: () => expectNoSeriousViolations(signedOut, 'the unsubscribe page'),
  });
  await expect(signedOut.getByRole('link', { name: 'Go to your settings' })).toBeVisible();
  expect((await developer.api.alerts.settings.query()).mailEvery).toBe('never');

  // The developer's settings show the digest's own setting as it now stands.
  await developerPage.goto('/settings');
  await expect(emails(developerPage).getByText('New requests: Never.')).toBeVisible();
  await developerPage.close();
  await signedOut.close();
});
