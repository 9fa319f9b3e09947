import { describe, expect, it } from 'vitest';
import { BETA_FIRST_HOUR_TEXT, STANDARD_RATE_TEXT, firstHour, formatPrice } from './prices.ts';

describe('public prices', () => {
  it('say the product’s rate and beta first hour (docs/product.md#prices)', () => {
    expect(STANDARD_RATE_TEXT).toBe('$50 per hour');
    expect(BETA_FIRST_HOUR_TEXT).toBe('$25 for the first hour');
    expect(firstHour.discountCents).toBe(firstHour.listCents - firstHour.amountCents);
  });

  it('drop only a whole-dollar ".00"', () => {
    expect(formatPrice(50_00)).toBe('$50');
    expect(formatPrice(22_50)).toBe('$22.50');
  });
});
