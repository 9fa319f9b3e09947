import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingStatuses,
  escrowKinds,
  movementsOf,
  postingsFor,
  recordProblems,
  type BillingStatus,
  type LedgerAccount,
} from './ledger.ts';
import { priceMilestone } from './pricing.ts';

const parties = { customerId: 'customer-1', developerId: 'developer-1' };
const priceArbitrary = fc
  .record({
    hourlyRateCents: fc.integer({ min: 1, max: 100_000 }),
    estimatedMinutes: fc.integer({ min: 1, max: 60_000 }),
    betaDiscount: fc.boolean(),
  })
  .map(({ betaDiscount, ...milestone }) => priceMilestone(milestone, { betaDiscount }));

const balance = (status: BillingStatus, price: ReturnType<typeof priceMilestone>) => {
  const totals = new Map<LedgerAccount, number>();
  for (const kind of movementsOf(status)) {
    for (const posting of postingsFor(kind, price, parties)) {
      totals.set(posting.account, (totals.get(posting.account) ?? 0) + posting.amountCents);
    }
  }
  return (account: LedgerAccount) => totals.get(account) ?? 0;
};

describe('pricing', () => {
  it('charges the beta customer half of the first hour, taken from the platform, not the developer', () => {
    const price = priceMilestone(
      { hourlyRateCents: 5_000, estimatedMinutes: 90 },
      { betaDiscount: true },
    );
    expect(price).toEqual({
      listCents: 7_500,
      discountCents: 2_500,
      amountCents: 5_000,
      feeCents: 750,
      developerCents: 6_750,
    });
    expect(
      priceMilestone({ hourlyRateCents: 5_000, estimatedMinutes: 90 }, { betaDiscount: false }),
    ).toMatchObject({ discountCents: 0, amountCents: 7_500, developerCents: 6_750 });
  });
});

describe('ledger', () => {
  it('balances every movement to zero, for any price', () => {
    fc.assert(
      fc.property(priceArbitrary, fc.constantFrom(...escrowKinds), (price, kind) => {
        const postings = postingsFor(kind, price, parties);
        expect(postings.reduce((sum, posting) => sum + posting.amountCents, 0)).toBe(0);
        for (const posting of postings) expect(Number.isInteger(posting.amountCents)).toBe(true);
      }),
    );
  });

  it('keeps each cent of a milestone in exactly one place, whatever became of it', () => {
    fc.assert(
      fc.property(priceArbitrary, fc.constantFrom(...billingStatuses), (price, status) => {
        const of = balance(status, price);
        const held = status === 'paid' ? price.listCents : 0;
        expect(of('escrow')).toBe(held);
        expect(of('developer_payable')).toBe(status === 'released' ? price.developerCents : 0);
        expect(of('platform_revenue')).toBe(status === 'released' ? price.feeCents : 0);
        expect(of('refunds')).toBe(status === 'refunded' ? price.amountCents : 0);
        // What came in from the customer (and the platform's discount) is exactly what is held,
        // paid out or given back: nothing created, nothing lost.
        const cameIn = 0 - of('customer_payments') - (status === 'refunded' ? 0 : of('promotions'));
        const wentTo =
          of('escrow') + of('developer_payable') + of('platform_revenue') + of('refunds');
        expect(cameIn).toBe(wentTo);
      }),
    );
  });

  it('finds postings that do not match the record’s status', () => {
    const price = priceMilestone(
      { hourlyRateCents: 5_000, estimatedMinutes: 60 },
      { betaDiscount: false },
    );
    const record = { id: 'r1', status: 'released' as const, price, parties };
    const posted = movementsOf('released').flatMap((kind) =>
      postingsFor(kind, price, parties).map((posting) => ({ ...posting, kind })),
    );
    expect(recordProblems(record, posted)).toEqual([]);
    // The release posted twice: the developer would be paid twice.
    expect(
      recordProblems(record, [...posted, ...posted.filter((p) => p.kind === 'release')]),
    ).toHaveLength(1);
    // Released on the books but the money never left escrow.
    expect(
      recordProblems(
        record,
        posted.filter((p) => p.kind === 'funding'),
      ),
    ).toHaveLength(1);
    expect(recordProblems({ ...record, status: 'pending' }, [])).toEqual([]);
  });
});
