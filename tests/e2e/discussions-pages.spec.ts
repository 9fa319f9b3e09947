import { THREAD_PAGE_SIZE } from '#shared/schemas/discussions.ts';
import { expect, shot, test, viewports } from './fixtures.ts';
import { newParty } from './escrow-support.ts';
import { signInAsPerson } from './people.ts';
import { grabbedRequest, yourTickets } from './discussions-support.ts';

// "Your Tickets" a page at a time: a developer with more conversations than a page sees the
// first page, "20+", and the rest as the list's end comes into view (or "Show more").
test('Your Tickets loads more conversations as its end comes into view', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const developer = await signInAsPerson(page, {
    role: 'developer',
    categories: ['web'],
    firstName: 'Linus',
    lastName: 'Torvalds',
  });
  // Two customers: a customer opens at most 20 requests an hour.
  const count = THREAD_PAGE_SIZE + 2;
  for (const half of [0, 1]) {
    const party = await newParty(browser, viewports.desktop);
    const customer = await signInAsPerson(party.page, { role: 'customer', firstName: 'Ada' });
    for (let index = half; index < count; index += 2) {
      await grabbedRequest(customer.api, developer.api, `Request number ${index + 1}`);
    }
    await party.context.close();
  }

  for (const viewport of [viewports.desktop, viewports.phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/discussions');
    const list = yourTickets(page);
    const cards = list.getByRole('link', { name: /Request number/ });
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    await expect(list).toContainText(`${THREAD_PAGE_SIZE}+ conversations`);
    await expect(cards).toHaveCount(THREAD_PAGE_SIZE);
    // The list's top: the count with its "+".
    await shot(page, `discussions-pages-${viewport.width}x${viewport.height}`);
    // The list's end in view loads the next page by itself.
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(count);
    await expect(list).toContainText(`${count} conversations`);
    // Newest first, each once.
    await expect(cards.first()).toContainText(`Request number ${count}`);
    await expect(cards.last()).toContainText('Request number 1');
  }
});
