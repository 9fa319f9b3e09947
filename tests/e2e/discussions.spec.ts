import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  expect,
  horizontalOverflow,
  settleAnimations,
  shot,
  test,
  topBar,
  viewports,
} from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { newParty, type Party } from './escrow-support.ts';
import { signInAsPerson, type Person } from './people.ts';
import { requestCard } from './workspace-support.ts';
import {
  conversation,
  discussionsNavLink,
  failOnDialogs,
  grabbedRequest,
  messageField,
  messageItem,
  messageLog,
  naturalWidth,
  pngImage,
  sendMessage,
  threadCard,
  uploadThroughApi,
  yourTickets,
} from './discussions-support.ts';

// Discussions (docs/discussions.md), reports, read marks and the message rules
// (docs/forms.md#messages): a customer and the developer on their request, each in a browser of
// their own, talk live; unread counts and "Seen" follow what the other has read; files, reports and
// hostile text behave on both screens.

const CUSTOMER = { firstName: 'Ada', lastName: 'Lovelace' };
const DEVELOPER = { firstName: 'Linus', lastName: 'Torvalds' };
/** The request the two talk about, and another of the customer's, taken by the same developer. */
const MAIN = 'Login form rejects valid passwords';
const OTHER = 'Dashboard charts render blank';

const availableNavLink = (page: Page) =>
  topBar(page).getByRole('link', { name: /Available Requests/ });

// Two or three browsers at once on two cores: more than the default 30 s when the machine is busy.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** A new browser's first page starts the whole app cold: more than the usual 5 s on a busy machine. */
const COLD_START = { timeout: 15_000 };

test.describe('discussions between a customer and their developer', () => {
  let customer: Party;
  let developer: Party;
  let asCustomer: Person;
  let asDeveloper: Person;
  let mainId: string;
  let otherId: string;
  let otherVersion: number;

  test.beforeAll(async ({ browser }) => {
    customer = await newParty(browser, viewports.desktop);
    developer = await newParty(browser, viewports.desktop);
    failOnDialogs(customer);
    failOnDialogs(developer);
    asCustomer = await signInAsPerson(customer.page, { role: 'customer', ...CUSTOMER });
    asDeveloper = await signInAsPerson(developer.page, {
      role: 'developer',
      categories: ['web'],
      ...DEVELOPER,
    });
    ({ ticketId: mainId } = await grabbedRequest(
      asCustomer.api,
      asDeveloper.api,
      `${MAIN}\nBuilt with Lovable. Every sign-in says "wrong password" since Tuesday.`,
    ));
    ({ ticketId: otherId, version: otherVersion } = await grabbedRequest(
      asCustomer.api,
      asDeveloper.api,
      `${OTHER}\nThe charts were fine last week; now the canvas stays empty.`,
    ));
  });

  test.afterAll(async () => {
    await customer.context.close();
    await developer.context.close();
  });

  const expectNoErrors = () => {
    expect(customer.errors, 'the customer pages logged errors').toEqual([]);
    expect(developer.errors, 'the developer pages logged errors').toEqual([]);
  };

  test('messages arrive live both ways; unread counts until opened; Seen once read', async () => {
    const cPage = customer.page;
    const dPage = developer.page;

    // The customer reads the other conversation while the developer opens this one.
    await cPage.goto(`/discussions/${otherId}`);
    await expect(conversation(cPage, OTHER)).toBeVisible(COLD_START);
    await dPage.goto(`/discussions/${mainId}`);
    const dConversation = conversation(dPage, MAIN);
    await expect(dConversation).toBeVisible(COLD_START);
    await expect(messageLog(dPage)).toContainText('No messages yet. Start the conversation!');

    // An empty message is not sent.
    await messageField(dPage).press('Enter');
    await expect(dConversation).toContainText('Message text cannot be empty');
    await expect(messageField(dPage)).toHaveAttribute('aria-invalid', 'true');

    await sendMessage(dPage, 'Hi Ada, which browser shows the error?');
    await expect(dConversation).not.toContainText('Message text cannot be empty');

    // In another conversation: the card of this one and the nav count it, nothing else moves.
    const mainCard = threadCard(cPage, MAIN);
    await expect(mainCard).toHaveAccessibleName(/1 unread/);
    await expect(threadCard(cPage, OTHER)).not.toHaveAccessibleName(/unread/);
    await expect(discussionsNavLink(cPage)).toHaveAccessibleName(/Discussions\W+1 unread/);
    await expect(messageLog(cPage)).not.toContainText('which browser');

    // On another page: the nav keeps counting.
    await cPage.goto('/dashboard/customer');
    await expect(cPage.getByRole('heading', { level: 1 })).toBeVisible();
    await sendMessage(dPage, 'And does it happen in a private window too?');
    await expect(discussionsNavLink(cPage)).toHaveAccessibleName(/Discussions\W+2 unread/);
    // Not seen yet.
    await expect(messageLog(dPage).getByText('Seen', { exact: true })).toHaveCount(0);

    // Opening the conversation reads it: both counts clear, and the developer sees "Seen".
    await discussionsNavLink(cPage).click();
    await expect(cPage).toHaveURL(/\/discussions\/[0-9a-f-]{36}$/);
    await threadCard(cPage, MAIN).click();
    await expect(cPage).toHaveURL(`/discussions/${mainId}`);
    await expect(mainCard).toHaveAttribute('aria-current', 'true');
    await expect(messageItem(cPage, 'which browser')).toBeVisible();
    await expect(messageItem(cPage, 'private window')).toBeVisible();
    await expect(mainCard).not.toHaveAccessibleName(/unread/);
    await expect(discussionsNavLink(cPage)).toHaveAccessibleName('Discussions');
    await expect(messageItem(dPage, 'private window')).toContainText('Seen');
    await expect(messageItem(dPage, 'which browser')).not.toContainText('Seen');

    // And back: the customer's reply reaches the developer's open conversation, read at once.
    await sendMessage(cPage, 'Chrome 126 on macOS.\nYes, in a private window as well.');
    const reply = messageItem(dPage, 'Chrome 126 on macOS.');
    await expect(reply).toContainText('Ada Lovelace');
    await expect(reply).toContainText('Yes, in a private window as well.');
    await expect(messageItem(cPage, 'Chrome 126')).toContainText('Seen');
    await expect(discussionsNavLink(dPage)).toHaveAccessibleName('Discussions');
    // "Seen" marks the developer's latest message the customer read: it stays where it was.
    await expect(messageLog(dPage).getByText('Seen', { exact: true })).toHaveCount(1);
    expectNoErrors();
  });

  test('an image sent with the upload widget shows as a thumbnail and opens full size', async () => {
    const cPage = customer.page;
    const dPage = developer.page;
    await expect(conversation(cPage, MAIN)).toBeVisible();

    await cPage.getByRole('button', { name: 'Attach files' }).click();
    const attachments = cPage.getByRole('group', { name: 'Attachments' });
    await expect(attachments).toBeVisible();
    const chooser = cPage.waitForEvent('filechooser');
    await attachments.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'login-error.png', mimeType: 'image/png', buffer: pngImage(240, 160) },
      { name: 'console.txt', mimeType: 'text/plain', buffer: Buffer.from('401 Unauthorized\n') },
    ]);
    const attached = attachments.getByRole('list', { name: 'Attached attachments' });
    await expect(attached).toContainText('login-error.png');
    await expect(attached).toContainText('console.txt');
    await expect(cPage.getByRole('button', { name: 'Attach files (2 attached)' })).toBeVisible();
    await sendMessage(cPage, 'Here is what the page shows.');

    // The developer sees it arrive: the image as a thumbnail, the text file as a chip.
    const message = messageItem(dPage, 'Here is what the page shows.');
    const thumbnail = message.getByRole('button', { name: 'View image login-error.png' });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => naturalWidth(thumbnail.locator('img'))).toBe(240);
    const chip = message.getByRole('link', { name: 'Download console.txt' });
    await expect(chip).toHaveAttribute(
      'href',
      new RegExp(`^/api/files/download/${mainId}/[0-9a-f-]{36}$`),
    );
    // Smaller than the image itself.
    const thumbBox = (await thumbnail.boundingBox())!;
    expect(thumbBox.width).toBeLessThan(240);

    await thumbnail.click();
    const preview = dPage.getByRole('dialog', { name: 'login-error.png' });
    const full = preview.getByRole('img', { name: 'login-error.png' });
    await expect(full).toBeVisible();
    await expect.poll(() => naturalWidth(full)).toBe(240);
    // Measured once the dialog has stopped popping in (it scales up from 97 %).
    await settleAnimations(dPage);
    expect((await full.boundingBox())!.width).toBeCloseTo(240, 0);
    await expect(preview.getByRole('link', { name: /Open original/ })).toHaveAttribute(
      'href',
      (await thumbnail.locator('img').getAttribute('src'))!,
    );
    await dPage.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(thumbnail).toBeFocused();

    // The sender sees their own thumbnail too.
    await expect(
      messageItem(cPage, 'Here is what the page shows.').getByRole('button', {
        name: 'View image login-error.png',
      }),
    ).toBeVisible();
    expectNoErrors();
  });

  test('markup in a message is shown as text and never runs; https links open safely', async () => {
    const cPage = customer.page;
    const dPage = developer.page;
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(2)</script>',
      '<a href="javascript:alert(3)">open me</a> javascript:alert(4)',
      'Docs: https://docs.example.com/auth?step=2',
    ].join('\n');
    await sendMessage(cPage, hostile);

    const received = messageItem(dPage, '<img src=x onerror=alert(1)>');
    await expect(received).toBeVisible();
    for (const line of hostile.split('\n').slice(0, 3)) await expect(received).toContainText(line);
    for (const page of [cPage, dPage]) {
      const log = messageLog(page);
      await expect(log.locator('img[src="x"], script, a[href^="javascript:"]')).toHaveCount(0);
      await expect(log.getByRole('link', { name: /open me/ })).toHaveCount(0);
    }

    const link = received.getByRole('link', {
      name: /^https:\/\/docs\.example\.com\/auth\?step=2/,
    });
    await expect(link).toHaveAttribute('href', 'https://docs.example.com/auth?step=2');
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = (await link.getAttribute('rel'))!.split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer', 'nofollow']));

    // Clicked, it opens in a new tab that has no handle on the conversation.
    await developer.context.route('https://docs.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Docs</title><p>Auth docs</p>' }),
    );
    const popupOpened = developer.context.waitForEvent('page');
    await link.click();
    const popup = await popupOpened;
    await popup.waitForURL('https://docs.example.com/auth?step=2');
    expect(await popup.evaluate(() => [window.opener === null, document.referrer])).toEqual([
      true,
      '',
    ]);
    await popup.close();
    expectNoErrors();
  });

  test('the screen passes Axe and fits a phone; screenshots for review', async () => {
    // The other conversation gets a bit of everything: a system entry, text, an image, a file.
    let { version } = await asDeveloper.api.tickets.addMilestone.mutate({
      ticketId: otherId,
      expectedVersion: otherVersion,
      milestone: {
        title: 'Restore the charts',
        description: 'Find why the canvas stays empty',
        estimatedMinutes: 60,
        hourlyRateCents: 5000,
      },
    });
    ({ version } = await asDeveloper.api.tickets.submitPlan.mutate({
      ticketId: otherId,
      expectedVersion: version,
    }));
    await asCustomer.api.tickets.requestPlanChanges.mutate({
      ticketId: otherId,
      expectedVersion: version,
      feedback: 'Please also cover the export button.',
    });
    const send = (api: Person['api'], text: string, files: Record<string, string> = {}) =>
      api.discussions.send.mutate({ ticketId: otherId, text, files, messageKey: randomUUID() });
    await send(asDeveloper.api, 'Sure, I will add the export to the plan.');
    const image = await uploadThroughApi(customer.page, {
      name: 'blank-chart.png',
      mimeType: 'image/png',
      buffer: pngImage(320, 200),
    });
    const log = await uploadThroughApi(customer.page, {
      name: 'browser-console-output.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('TypeError: ctx is null\n'),
    });
    await send(asCustomer.api, 'This is how it looks, and the console says this:', {
      [image]: 'blank-chart.png',
      [log]: 'browser-console-output.log',
    });
    await send(
      asDeveloper.api,
      'Thanks! The canvas is drawn before its container has a size. A ResizeObserver fixes it; see https://developer.mozilla.org/docs/Web/API/ResizeObserver',
    );

    const parties = [
      { page: customer.page, who: 'customer', axe: true },
      { page: developer.page, who: 'developer', axe: false },
    ];
    // Both open it from Your Tickets (no reload from here on: the widths change under them).
    for (const { page, who, axe } of parties) {
      await threadCard(page, OTHER).click();
      await expect(page).toHaveURL(`/discussions/${otherId}`);
      const thumbnail = messageLog(page).getByRole('button', {
        name: 'View image blank-chart.png',
      });
      await expect.poll(() => naturalWidth(thumbnail.locator('img'))).toBe(320);
      await expect(messageLog(page)).toContainText('Update: Plan needs revisions');
      await expect(messageItem(page, 'ResizeObserver')).toBeVisible();
      // Axe once per width (a run costs seconds on two cores), on one party's screen each.
      if (axe) await expectNoSeriousViolations(page);
      await shot(page, `discussions-${who}-1280x800`);
    }
    // The start of the conversation, with the system's entry, for the review.
    const scrollLog = (page: Page, to: 'top' | 'bottom') =>
      messageLog(page).evaluate(
        (log, top) => log.scrollTo({ top, behavior: 'instant' }),
        to === 'top' ? 0 : 1e6,
      );
    await scrollLog(customer.page, 'top');
    await shot(customer.page, 'discussions-customer-1280x800-top');
    await scrollLog(customer.page, 'bottom');

    for (const { page, who, axe } of parties) {
      await page.setViewportSize(viewports.phone);
      await expect(page.getByRole('link', { name: 'Back to Your Tickets' })).toBeVisible();
      await expect(messageField(page)).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      if (!axe) await expectNoSeriousViolations(page);
      await shot(page, `discussions-${who}-360x740`);
    }
    await scrollLog(customer.page, 'top');
    await shot(customer.page, 'discussions-customer-360x740-top');

    // On a phone, the list is a screen of its own.
    await customer.page.getByRole('link', { name: 'Back to Your Tickets' }).click();
    await expect(threadCard(customer.page, OTHER)).toBeVisible();
    await expect(messageLog(customer.page)).toBeHidden();
    expect(await horizontalOverflow(customer.page)).toBe(0);
    await shot(customer.page, 'discussions-customer-list-360x740');

    for (const party of [customer, developer]) await party.page.setViewportSize(viewports.desktop);
    expectNoErrors();
  });

  test('a message whose answer was lost is sent again once, and shows once', async () => {
    const dPage = developer.page;
    const cPage = customer.page;
    await dPage.goto(`/discussions/${mainId}`);
    await expect(conversation(dPage, MAIN)).toBeVisible(COLD_START);
    await cPage.goto(`/discussions/${mainId}`);
    await expect(conversation(cPage, MAIN)).toBeVisible(COLD_START);
    const text = 'Could you send me the console output?';

    // The message reaches the server and is stored, but its answer never comes back.
    await dPage.route(
      (url) => url.pathname.includes('discussions.send'),
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await messageField(dPage).fill(text);
    await messageField(dPage).press('Enter');
    await expect(conversation(dPage, MAIN).getByRole('alert')).toBeVisible();
    await expect(messageField(dPage)).toHaveValue(text);
    // The customer already has it, live.
    await expect(messageItem(cPage, text)).toHaveCount(1);

    // Sent again as it stands: the same message, not a twin, on both screens.
    await messageField(dPage).press('Enter');
    await expect(messageField(dPage)).toHaveValue('');
    await expect(messageItem(dPage, text)).toHaveCount(1);
    await dPage.reload();
    await expect(messageItem(dPage, text)).toHaveCount(1);
    await expect(messageItem(cPage, text)).toHaveCount(1);

    // The lost answer is the one error the browser logged.
    const lost = (line: string) => /ERR_CONNECTION_RESET|Failed to load resource/.test(line);
    expect(developer.errors.filter(lost).length).toBeGreaterThan(0);
    developer.errors.splice(
      0,
      developer.errors.length,
      ...developer.errors.filter((e) => !lost(e)),
    );
    expectNoErrors();
  });

  test('reporting the other party’s message calls in the moderators on both screens', async () => {
    const cPage = customer.page;
    const dPage = developer.page;
    for (const page of [cPage, dPage]) await threadCard(page, MAIN).click();
    await expect(cPage).toHaveURL(`/discussions/${mainId}`);
    const cConversation = conversation(cPage, MAIN);
    const dConversation = conversation(dPage, MAIN);
    await expect(cConversation.getByText('Planning', { exact: true })).toBeVisible();

    // Only others' messages can be reported.
    const own = messageItem(cPage, 'Chrome 126');
    await expect(own.getByRole('button', { name: /^More actions/ })).toHaveCount(0);
    const target = messageItem(cPage, 'which browser');
    const actions = target.getByRole('button', { name: 'More actions, Linus Torvalds' });
    const confirm = cPage.getByRole('alertdialog', { name: 'Report to the moderators?' });
    // Asked first: Cancel reports nothing.
    await actions.click();
    await cPage.getByRole('menuitem', { name: 'Report' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    // Focus goes back where the keyboard user was, not to the page's start.
    await expect(actions).toBeFocused();
    await expect(target).not.toContainText('Reported');

    await actions.click();
    await cPage.getByRole('menuitem', { name: 'Report' }).click();
    await expect(confirm).toContainText('Hi Ada, which browser shows the error?');
    await confirm.getByRole('button', { name: 'Report' }).click();
    await expect(confirm).toBeHidden();

    await expect(
      cConversation
        .getByRole('status')
        .filter({ hasText: 'Message has been reported to moderators' }),
    ).toBeVisible();
    await expect(target).toContainText('Reported');
    await expect(target.getByRole('button', { name: /^More actions/ })).toHaveCount(0);

    // The request now needs a moderator: the header and the card say so, on both screens.
    for (const [page, section] of [
      [cPage, cConversation],
      [dPage, dConversation],
    ] as const) {
      await expect(section.getByText('Requires Mod Assistance', { exact: true })).toBeVisible();
      await expect(threadCard(page, MAIN)).toContainText('Requires Mod Assistance');
    }
    await expect(messageLog(dPage)).toContainText('A message was reported to the moderators');
    expectNoErrors();
  });

  test('a developer asks before taking a request; after the grab it is the request’s discussion', async ({
    browser,
  }) => {
    const asker = await newParty(browser, viewports.desktop);
    failOnDialogs(asker);
    const { api: askerApi } = await signInAsPerson(asker.page, {
      role: 'developer',
      categories: ['web'],
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const title = 'Stripe webhook fires twice';
    const pending = await asCustomer.api.tickets.createTicket.mutate({
      details: {
        description: `${title}\nEvery order is charged twice since the last deploy.`,
        categories: ['web'],
        budget: '$150',
      },
      requestKey: randomUUID(),
    });
    const dPage = asker.page;
    const cPage = customer.page;

    // With no conversation yet, both panes say so.
    await dPage.goto('/discussions');
    await expect(yourTickets(dPage)).toContainText('No discussions available', COLD_START);
    await expect(dPage.getByText('Select a request to view discussions')).toBeVisible();

    // Message Customer, from the request's card among the available ones.
    await availableNavLink(dPage).click();
    await requestCard(dPage, title).getByRole('link', { name: 'Message Customer' }).click();
    await expect(dPage).toHaveURL(`/discussions/${pending.id}`);
    const dConversation = conversation(dPage, title);
    await expect(dConversation.getByText('Pending', { exact: true })).toBeVisible();
    await expect(messageLog(dPage)).toContainText('No messages yet. Start the conversation!');
    await sendMessage(dPage, 'Do you use Stripe Checkout or Payment Intents?');

    // The customer, on another conversation, sees the question join Your Tickets, and answers.
    await expect(conversation(cPage, MAIN)).toBeVisible();
    const card = threadCard(cPage, title);
    await expect(card).toContainText('Grace Hopper');
    await expect(card).toContainText('Pending');
    await expect(card).toHaveAccessibleName(/1 unread/);
    await expect(discussionsNavLink(cPage)).toHaveAccessibleName(/Discussions\W+1 unread/);
    await card.click();
    const ref = new RegExp(`/discussions/${pending.id}\\?with=[0-9a-f-]{36}$`);
    await expect(cPage).toHaveURL(ref);
    await expect(messageItem(cPage, 'Stripe Checkout')).toBeVisible();
    await expect(card).not.toHaveAccessibleName(/unread/);
    await sendMessage(cPage, 'Payment Intents, with a webhook on payment_intent.succeeded.');
    await expect(messageItem(dPage, 'Payment Intents, with a webhook')).toBeVisible();
    await expect(messageItem(cPage, 'Payment Intents, with a webhook')).toContainText('Seen');

    // The developer takes the request from Available Tickets.
    await availableNavLink(dPage).click();
    await requestCard(dPage, title).getByRole('button', { name: 'Grab Request' }).click();
    await dPage
      .getByRole('alertdialog', { name: 'Grab Request' })
      .getByRole('button', { name: 'Grab Request' })
      .click();
    await expect(dPage).toHaveURL(`/dashboard/developer/plan/${pending.id}`);

    // The customer, still in the conversation, sees the request move on.
    const cConversation = conversation(cPage, title);
    await expect(cConversation.getByText('Planning', { exact: true })).toBeVisible();
    // Its card now leads to the request's own address: the same conversation, for both of them.
    await card.click();
    await expect(cPage).toHaveURL(`/discussions/${pending.id}`);
    await expect(messageItem(cPage, 'Stripe Checkout')).toBeVisible();
    await expect(messageItem(cPage, 'Payment Intents, with a webhook')).toBeVisible();
    await expect(threadCard(cPage, title)).toHaveAttribute('aria-current', 'true');
    await discussionsNavLink(dPage).click();
    await expect(dPage).toHaveURL(`/discussions/${pending.id}`);
    await expect(threadCard(dPage, title)).toContainText('Planning');
    await expect(messageItem(dPage, 'Payment Intents, with a webhook')).toBeVisible();
    await expect(dConversation.getByRole('link', { name: 'View Plan' })).toHaveAttribute(
      'href',
      `/dashboard/developer/plan/${pending.id}`,
    );
    await sendMessage(dPage, 'Taken: I will start with the webhook handler.');
    await expect(messageItem(cPage, 'Taken: I will start')).toBeVisible();

    // The question thread is the request's discussion, not a second conversation.
    const { cards: threads } = await askerApi.discussions.threads.query();
    expect(threads.filter((thread) => thread.ticketId === pending.id)).toHaveLength(1);
    expect(asker.errors, 'the asking developer’s pages logged errors').toEqual([]);
    await asker.context.close();
    expectNoErrors();
  });
});
