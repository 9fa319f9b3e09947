import { describe, expect, it } from 'vitest';
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
});
