import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createDatabase } from '#server/db/client.ts';
import { runningEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { billingRecords } from '#server/db/schema/index.ts';
import { EARNINGS_PAGE_SIZE } from '#shared/schemas/earnings.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';
import { atBothWidths, expect, test } from './fixtures.ts';
import { signInAsPerson } from './people.ts';

const LONG_TITLE = '#AB12CD · Make the checkout remember coupon codes across sessions and devices';

// A developer's earnings on their dashboard: the totals, then their milestone payments a page at
// a time, the next on "Show more" (more than a page here).
test('a developer’s milestone payments come a page at a time, with Show more', async ({
  page,
  browser,
}) => {
  const developer = await signInAsPerson(page, { role: 'developer', categories: ['web'] });
  const customerPage = await (await browser.newContext()).newPage();
  const customer = await signInAsPerson(customerPage, { role: 'customer' });
  const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
    details: { description: 'Login broken', categories: ['web'], budget: '$100' },
    requestKey: randomUUID(),
  });
  // The payments only need a request to name: it leaves the pool, where other specs expect
  // theirs alone.
  await customer.api.tickets.deleteTicket.mutate({ ticketId, expectedVersion: 1 });
  const running = await runningEmbeddedPostgres(path.join(E2E_DATA_DIR, 'postgres'));
  const { db, sql } = createDatabase(running!.urlFor('unblock'), { max: 1 });
  const count = EARNINGS_PAGE_SIZE + 5;
  await db.insert(billingRecords).values(
    Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      ticketId,
      milestoneId: randomUUID(),
      customerId: customer.id,
      developerId: developer.id,
      listCents: 10_000,
      discountCents: 0,
      amountCents: 10_000,
      feeCents: 1_000,
      developerCents: 9_000,
      status:
        index === count - 1
          ? ('refunded' as const)
          : index % 2 === 0
            ? ('released' as const)
            : ('paid' as const),
      description: index === count - 1 ? LONG_TITLE : `#AB12CD · Milestone ${index + 1}`,
      provider: 'sandbox' as const,
      paidAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    })),
  );
  await sql.end();

  await page.goto('/dashboard/developer');
  const payments = page.getByRole('list', { name: 'Milestone payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(EARNINGS_PAGE_SIZE);
  // The latest paid first, refunded: it shows what went back to the customer, not the
  // developer's share of it. Held in escrow: every other one, summed by the server over all.
  const latest = payments.getByRole('listitem').first();
  await expect(latest).toContainText(LONG_TITLE);
  await expect(latest).toContainText('Refunded to the customer$100.00');
  const totals = page.locator('dl').filter({ hasText: 'Waiting for approval' });
  await expect(totals.getByRole('term')).toHaveText([
    'Available',
    'Waiting for approval',
    'Paid out',
  ]);
  await expect(totals.getByRole('definition')).toHaveText(['$0.00', '$1,080.00', '$0.00']);
  const more = page.getByRole('button', { name: 'Show more' });
  await atBothWidths(page, 'the earnings with more to show', {
    check: async () => {
      await expectNoSeriousViolations(page, 'the developer dashboard');
      // A long title keeps most of the row's width: not broken a few letters a line.
      const title = await latest.getByText(LONG_TITLE).boundingBox();
      const row = await latest.boundingBox();
      expect(title!.width / row!.width).toBeGreaterThan(0.6);
    },
    shots: 'developer-earnings/first-page',
  });
  await more.click();
  await expect(payments.getByRole('listitem')).toHaveCount(count);
  await expect(payments.getByRole('listitem').last()).toContainText('Milestone 1');
  await expect(more).toHaveCount(0);
  await atBothWidths(page, 'the earnings, every page', { shots: 'developer-earnings/all' });
});
