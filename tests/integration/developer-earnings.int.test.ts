import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingRecords } from '#server/db/schema/index.ts';
import {
  EARNINGS_PAGE_SIZE,
  type EarningsCursor,
  type EarningsRecord,
} from '#shared/schemas/earnings.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// A developer's earnings: the totals summed by the database, the milestone payments a page at a
// time, however many there are.
describe('a developer’s earnings (payments.earnings)', () => {
  const { server } = useTestServer();
  let customer: Person;
  let developer: Person;
  let other: Person;
  const statuses = ['paid', 'released', 'refunded'] as const;
  /** More than two pages of the developer's payments, as the list orders them. */
  const expected: EarningsRecord[] = [];
  let heldCents = 0;

  beforeAll(async () => {
    customer = await signedInPerson(server, 'customer');
    developer = await signedInPerson(server, 'developer', ['web']);
    other = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: {
        description: 'Login broken\nBuilt with Cursor',
        categories: ['web'],
        budget: '$100',
      },
      requestKey: randomUUID(),
    });
    const record = (developerId: string, index: number, status: string) => ({
      id: randomUUID(),
      ticketId,
      milestoneId: randomUUID(),
      customerId: customer.id,
      developerId,
      listCents: 10_000,
      discountCents: 0,
      amountCents: 10_000,
      feeCents: 10_000 - (100 + index),
      developerCents: 100 + index,
      status: status as (typeof statuses)[number] | 'pending',
      description: `#AB12CD · Milestone ${index}`,
      provider: 'sandbox' as const,
      // Two payments to the millisecond at a time: the order goes on by id.
      paidAt:
        status === 'pending' ? null : new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 2))),
    });
    const count = 2 * EARNINGS_PAGE_SIZE + 5;
    const rows = [
      ...Array.from({ length: count }, (_, index) =>
        record(developer.id, index, statuses[index % 3]!),
      ),
      // Not funded yet: not a payment of theirs.
      record(developer.id, count, 'pending'),
      // Someone else's.
      ...Array.from({ length: 3 }, (_, index) => record(other.id, index, 'paid')),
    ];
    await server.db.insert(billingRecords).values(rows);
    for (const row of rows.slice(0, count)) {
      expected.push({
        id: row.id,
        ticketId,
        description: row.description,
        // The first `count` rows are funded: the pending one follows them.
        status: row.status as EarningsRecord['status'],
        // A refund shows what went back to the customer, not the developer's share of it.
        amountCents: row.status === 'refunded' ? row.amountCents : row.developerCents,
        paidAt: row.paidAt!,
        releasedAt: null,
        // Written straight to the table: no release queued a payout.
        payout: null,
      });
      if (row.status === 'paid') heldCents += row.developerCents;
    }
    expected.sort(
      (a, b) => b.paidAt.getTime() - a.paidAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
  });

  it('lists every payment once, latest first, a page at a time, with the totals', async () => {
    const seen: EarningsRecord[] = [];
    const sizes: number[] = [];
    let cursor: EarningsCursor | null = null;
    do {
      const page = await developer.api.payments.earnings.query({ cursor });
      expect(page).toMatchObject({ earnedCents: 0, heldCents });
      seen.push(...page.records);
      sizes.push(page.records.length);
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([EARNINGS_PAGE_SIZE, EARNINGS_PAGE_SIZE, 5]);
    expect(seen).toEqual(expected);
  });

  it('answers NOT_FOUND to anyone but a developer', async () => {
    expect((await failureOf(customer.api.payments.earnings.query({}))).code).toBe('NOT_FOUND');
  });
});
