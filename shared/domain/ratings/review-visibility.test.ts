import { describe, expect, it } from 'vitest';
import { isReviewVisible, reviewShownBy } from './review-visibility.ts';

const completedAt = new Date('2026-03-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(completedAt.getTime() + days * day);

describe('review visibility (fair reviews)', () => {
  it('hides a rating while only one party has rated, before 14 days after completion', () => {
    expect(isReviewVisible({ ratedBy: ['customer'], completedAt }, at(13.9))).toBe(false);
    expect(isReviewVisible({ ratedBy: ['developer'], completedAt }, at(1))).toBe(false);
  });

  it('shows the ratings once both parties have rated, whenever that is', () => {
    expect(isReviewVisible({ ratedBy: ['customer', 'developer'], completedAt }, at(0))).toBe(true);
    expect(
      isReviewVisible({ ratedBy: ['developer', 'customer'], completedAt: null }, completedAt),
    ).toBe(true);
  });

  it('shows a lone rating 14 days after completion', () => {
    expect(isReviewVisible({ ratedBy: ['customer'], completedAt }, at(14))).toBe(true);
    expect(isReviewVisible({ ratedBy: ['customer'], completedAt }, at(30))).toBe(true);
  });

  it('never shows a lone rating of a request that was not completed', () => {
    expect(isReviewVisible({ ratedBy: ['customer'], completedAt: null }, at(400))).toBe(false);
    expect(reviewShownBy({ completedAt: null })).toBeNull();
  });

  it('says when a lone rating will show', () => {
    expect(reviewShownBy({ completedAt })).toEqual(new Date('2026-03-15T12:00:00Z'));
  });
});
