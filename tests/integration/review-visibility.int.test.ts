import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '#server/db/schema/index.ts';
import { reviewVisibleSql } from '#server/developers/visible-review.ts';
import { isReviewVisible } from '#shared/domain/ratings/review-visibility.ts';
import { signedInPerson } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// The fair-reviews rule is written twice (docs/profiles.md#fair-reviews): in TypeScript for a
// request's received rating, and in SQL for the profile's averages and reviews. Both must answer
// the same for the same rows.

const DAY = 24 * 60 * 60 * 1000;

describe('the fair-reviews rule in SQL and in TypeScript', () => {
  const { server } = useTestServer();

  it('agrees on every combination of who rated and when the request was completed', async () => {
    const at = new Date('2026-06-15T12:00:00.000Z');
    const ratedBys: Array<Array<'customer' | 'developer'>> = [
      [],
      ['customer'],
      ['developer'],
      ['customer', 'developer'],
      ['developer', 'customer'],
    ];
    // Not completed; completed long ago, just over, exactly at, just under 14 days, and today.
    const completions = [null, 40, 14.001, 14, 13.999, 0].map((days) =>
      days === null ? null : new Date(at.getTime() - days * DAY),
    );
    const cases: Array<{
      id: string;
      ratedBy: Array<'customer' | 'developer'>;
      completedAt: Date | null;
    }> = [];
    for (const ratedBy of ratedBys) {
      for (const completedAt of completions) {
        // One customer per request: a customer may post only so many an hour.
        const customer = await signedInPerson(server, 'customer');
        const { id } = await customer.api.tickets.createTicket.mutate({
          details: { description: 'A request', categories: ['web'], budget: '$5' },
          requestKey: randomUUID(),
        });
        await server.db.update(tickets).set({ ratedBy, completedAt }).where(eq(tickets.id, id));
        cases.push({ id, ratedBy, completedAt });
      }
    }
    const rows = await server.db
      .select({
        id: tickets.id,
        ratedBy: tickets.ratedBy,
        completedAt: tickets.completedAt,
        visible: reviewVisibleSql(tickets, sql`${at.toISOString()}::timestamptz`),
      })
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          cases.map((one) => one.id),
        ),
      );
    expect(rows).toHaveLength(cases.length);
    let shown = 0;
    for (const row of rows) {
      const request = {
        ratedBy: row.ratedBy as Array<'customer' | 'developer'>,
        completedAt: row.completedAt,
      };
      expect({ id: row.id, visible: row.visible }).toEqual({
        id: row.id,
        visible: isReviewVisible(request, at),
      });
      if (row.visible) shown += 1;
    }
    // Both kinds of answer were asked about: some show, some do not.
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(rows.length);
  });
});
