import { randomUUID } from 'node:crypto';
import { expect, test, viewports } from './fixtures.ts';
import { newParty } from './escrow-support.ts';
import { signInAsPerson } from './people.ts';
import { grabbedRequest, messageItem } from './discussions-support.ts';

// Reporting a message (docs/discussions.md): a report calls in the moderators, once. An impatient
// double-click on the dialog's Report button sends one report, not two.

test('a double-click on Report files the report once', async ({ page, browser }) => {
  const customer = await signInAsPerson(page, {
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const developerParty = await newParty(browser, viewports.desktop);
  const developer = await signInAsPerson(developerParty.page, {
    role: 'developer',
    categories: ['web'],
    firstName: 'Linus',
    lastName: 'Torvalds',
  });
  const { ticketId } = await grabbedRequest(
    customer.api,
    developer.api,
    'Checkout button does nothing\nBuilt with Bolt.',
  );
  await developer.api.discussions.send.mutate({
    ticketId,
    text: 'Rude words',
    files: {},
    messageKey: randomUUID(),
  });

  // Every report the page sends, batched or not (a batch names each call in its path).
  const reports: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/trpc/')) return;
    const calls = decodeURIComponent(pathname.slice('/api/trpc/'.length)).split(',');
    reports.push(...calls.filter((call) => call === 'discussions.report'));
  });

  await page.goto(`/discussions/${ticketId}`);
  const target = messageItem(page, 'Rude words');
  await target.getByRole('button', { name: 'More actions, Linus Torvalds' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Report to the moderators?' });
  await confirm.getByRole('button', { name: 'Report' }).dblclick();

  await expect(
    page.getByRole('status').filter({ hasText: 'Message has been reported to moderators' }),
  ).toBeVisible();
  await expect(target).toContainText('Reported');
  expect(reports).toEqual(['discussions.report']);
  await developerParty.context.close();
});
