import { describe, expect, it } from 'vitest';
import { hireAgainPath, mayHireAgainFrom } from './hire-again.ts';
import { OFFER_HOURS, offerEndsAt, offerHoursLeft } from './offer.ts';

describe('an offered request', () => {
  const postedAt = new Date('2026-11-01T10:00:00Z');

  it('is offered for 48 hours from its posting', () => {
    expect(OFFER_HOURS).toBe(48);
    expect(offerEndsAt(postedAt)).toEqual(new Date('2026-11-03T10:00:00Z'));
  });

  it('counts the hours left up, never below one while it runs', () => {
    expect(offerHoursLeft({ createdAt: postedAt }, postedAt)).toBe(48);
    expect(offerHoursLeft({ createdAt: postedAt }, new Date('2026-11-01T10:30:00Z'))).toBe(48);
    expect(offerHoursLeft({ createdAt: postedAt }, new Date('2026-11-03T09:59:00Z'))).toBe(1);
    expect(offerHoursLeft({ createdAt: postedAt }, new Date('2026-11-04T00:00:00Z'))).toBe(1);
  });

  it("is offered from a customer's completed request to its developer only", () => {
    const done = { customerId: 'c-1', developerId: 'd-1', status: 'CUSTOMER_APPROVED' as const };
    expect(mayHireAgainFrom(done, { id: 'c-1' })).toBe(true);
    expect(mayHireAgainFrom(done, { id: 'd-1' })).toBe(false);
    expect(mayHireAgainFrom({ ...done, status: 'DEVELOPER_WORKING' }, { id: 'c-1' })).toBe(false);
    expect(mayHireAgainFrom({ ...done, developerId: null }, { id: 'c-1' })).toBe(false);
    expect(hireAgainPath('d-1')).toBe('/dashboard/customer?hireAgain=d-1');
  });
});
