import { expect, test, viewports } from './fixtures.ts';
import { insertRequests, signInAsPerson } from './people.ts';

const title = (n: number) => `Paged request ${String(n).padStart(2, '0')}`;

/**
 * Issue 20: a list shows 20 cards and loads more as its end comes near; a live change fetches the
 * one card it names, never the whole list again.
 */
test('a long list loads as it scrolls, and a live change updates only the card it names', async ({
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
  await developer.api.tickets.grab.mutate({ ticketId: ids[0]!, expectedVersion: 1 });
  await expect(page.getByRole('article', { name: new RegExp(title(1)) })).toContainText('Planning');
  // A new request appears first, live.
  await insertRequests(customer, [title(26)], ['infrastructure']);
  await expect(cards.first()).toHaveAccessibleName(new RegExp(title(26)));
  await expect(cards).toHaveCount(26);

  expect(asked.some((path) => path.includes('tickets.card'))).toBe(true);
  expect(asked.filter((path) => path.includes('tickets.mine'))).toEqual([]);
  await other.close();
});
