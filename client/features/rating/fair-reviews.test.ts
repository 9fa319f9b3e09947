import { describe, expect, it } from 'vitest';
import { sealedRatingLine } from './fair-reviews.ts';

describe('a sealed received rating', () => {
  it('names who rated and the day it shows at the latest', () => {
    expect(sealedRatingLine('Your customer', new Date('2026-03-15T12:00:00Z'))).toBe(
      'Your customer rated you. You will see it once you rate too, or on March 15, 2026.',
    );
  });

  it('gives no day for a request that was not completed', () => {
    expect(sealedRatingLine('Your Unblocker', null)).toBe(
      'Your Unblocker rated you. You will see it once you rate too.',
    );
  });
});
