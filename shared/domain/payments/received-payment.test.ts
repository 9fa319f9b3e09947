import { describe, expect, it } from 'vitest';
import { postingsFor } from './ledger.ts';
import { paymentMismatch, receivedOnlyPrice } from './received-payment.ts';

describe('a payment against its price', () => {
  it('funds only at exactly the price, in dollars', () => {
    expect(paymentMismatch({ amountCents: 5000 }, { amountCents: 5000, currency: 'usd' })).toBe(
      null,
    );
    expect(paymentMismatch({ amountCents: 5000 }, { amountCents: 1, currency: 'usd' })).toBe(
      'paid $0.01 instead of $50.00',
    );
    expect(paymentMismatch({ amountCents: 5000 }, { amountCents: 5001, currency: 'usd' })).toBe(
      'paid $50.01 instead of $50.00',
    );
    expect(paymentMismatch({ amountCents: 5000 }, { amountCents: 5000, currency: 'eur' })).toBe(
      'paid in EUR, not USD',
    );
  });

  it('books what arrived, and exactly that back out, for a payment that funds nothing', () => {
    const price = receivedOnlyPrice({ amountCents: 1, currency: 'usd' });
    const parties = { customerId: 'c', developerId: 'd' };
    const funding = postingsFor('funding', price, parties);
    const refund = postingsFor('refund', price, parties);
    expect(funding).toEqual([
      { account: 'customer_payments', amountCents: -1, userId: 'c' },
      { account: 'escrow', amountCents: 1, userId: null },
    ]);
    expect(refund).toEqual([
      { account: 'escrow', amountCents: -1, userId: null },
      { account: 'refunds', amountCents: 1, userId: 'c' },
    ]);
  });
});
