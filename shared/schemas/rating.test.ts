import { describe, expect, it } from 'vitest';
import { ratingInput } from './rating.ts';

describe('ratingInput', () => {
  it('names the feedback limit when the feedback is too long', () => {
    const result = ratingInput.safeParse({ rating: 5, feedback: 'a'.repeat(5001) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Feedback is too long (at most 5,000 characters)',
    ]);
  });

  it('keeps feedback at the limit, and treats blank feedback as none', () => {
    expect(ratingInput.parse({ rating: null, feedback: 'a'.repeat(5000) }).feedback).toHaveLength(
      5000,
    );
    expect(ratingInput.parse({ rating: 4, feedback: '   ' }).feedback).toBeNull();
  });
});
