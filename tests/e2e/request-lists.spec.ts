import { expect, test, viewports } from './fixtures.ts';
import { insertRequests, signInAsPerson } from './people.ts';

const title = (n: number) => `Paged request ${String(n).padStart(2, '0')}`;

/**
 * A list shows 20 cards and loads more as its end comes near; a live change brings the one card
 * it names, so neither that card nor the whole list is fetched again.
 */
test('a long list loads as it scrolls, and a live change updates only the card it brings', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(viewports.desktop);
  const customer = await signInAsPerson(page, { role: 'customer' });
  // In a category no other spec uses: these requests stay in the shared pool, where another
  // spec expects to find none of its own category.
  const ids = await insertRequests(
    customer,
    Array.from({ length: 25 }, (_, index) => title(index + 1)),
    ['infrastructure'],
  );

  await page.goto('/dashboard/customer');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAccessibleName(new RegExp(title(25)));

  // Scrolling to the end brings the last five, and nothing more is offered.
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(cards).toHaveCount(25);
  await expect(cards.last()).toHaveAccessibleName(new RegExp(title(1)));
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/')) asked.push(new URL(request.url()).pathname);
  });

  // A developer takes the oldest request, on the second page: its card follows live.
  const other = await browser.newPage();
  const developer = await signInAsPerson(other, {
    role: 'developer',
    categories: ['infrastructure'],
  });
  await developer.api.tickets.grabTicket.mutate({ ticketId: ids[0]!, expectedVersion: 1 });
  await expect(page.getByRole('article', { name: new RegExp(title(1)) })).toContainText('Planning');
  // A new request appears first, live.
  await insertRequests(customer, [title(26)], ['infrastructure']);
  await expect(cards.first()).toHaveAccessibleName(new RegExp(title(26)));
  await expect(cards).toHaveCount(26);

  expect(asked.filter((path) => /tickets\.(card|mine)/.test(path))).toEqual([]);
  await other.close();
});

/**
 * The developer's counters count their own requests: a change in the pool leaves them (and every
 * card) unasked, and taking a request moves them live.
 */
test('the developer dashboard asks nothing on a pool change, and its counters follow a request taken', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(viewports.desktop);
  const developer = await signInAsPerson(page, {
    role: 'developer',
    categories: ['infrastructure'],
  });
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard/developer');
  const inProgress = page.getByRole('definition').first();
  await expect(inProgress).toHaveText('0');
  await expect.poll(() => frames.some((frame) => frame.includes('"started"'))).toBe(true);

  const other = await browser.newPage();
  const customer = await signInAsPerson(other, { role: 'customer' });
  const [ticketId] = await insertRequests(customer, ['Counted request'], ['infrastructure']);
  // The pool's signal reached the dashboard, its card with it.
  await expect.poll(() => frames.some((frame) => frame.includes(ticketId!))).toBe(true);
  const sincePoolChange = asked.length;

  await developer.api.tickets.grabTicket.mutate({ ticketId: ticketId!, expectedVersion: 1 });
  await expect(inProgress).toHaveText('1');
  await expect(page.getByRole('article', { name: /Counted request/ })).toContainText('Planning');
  // The counters once, for the request taken; no card and no list asked for.
  const since = asked.slice(sincePoolChange);
  expect(since.filter((path) => path.includes('tickets.counters'))).toHaveLength(1);
  expect(since.filter((path) => /tickets\.(card|assigned)/.test(path))).toEqual([]);
  await other.close();
});
