import { describe, expect, it } from 'vitest';
import { matchingStep } from './totp.ts';

// RFC 6238, appendix B: the SHA-1 key "12345678901234567890"; at T = 59 s (step 1) the 8-digit
// code is 94287082, so the 6-digit one is its last six digits.
const key = new TextEncoder().encode('12345678901234567890');

describe('matchingStep', () => {
  it("finds the RFC's code in its own step and one step either side, not beyond", () => {
    expect(matchingStep(key, '287082', 59_000)).toBe(1);
    expect(matchingStep(key, '287082', 89_000)).toBe(1);
    expect(matchingStep(key, '287082', 0)).toBe(1);
    expect(matchingStep(key, '287082', 90_000)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    expect(matchingStep(key, '94287082', 59_000)).toBeNull();
    expect(matchingStep(key, '28708', 59_000)).toBeNull();
    expect(matchingStep(key, 'abcdef', 59_000)).toBeNull();
  });
});
