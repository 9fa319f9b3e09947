import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betaDiscountCents,
  formatCents,
  formatEstimatedTime,
  milestoneCostCents,
  parseEstimatedTime,
  splitPayment,
} from './money.ts';

describe('estimated time', () => {
  it('reads H:MM and ISO durations', () => {
    expect(parseEstimatedTime('1:30')).toBe(90);
    expect(parseEstimatedTime(' 12:00 ')).toBe(720);
    expect(parseEstimatedTime('0:45')).toBe(45);
    expect(parseEstimatedTime('PT1H30M')).toBe(90);
    expect(parseEstimatedTime('PT45M')).toBe(45);
    expect(parseEstimatedTime('pt2h')).toBe(120);
  });

  it('refuses zero, garbage and absurd estimates with clear messages', () => {
    expect(() => parseEstimatedTime('0:00')).toThrow('Please specify estimated time');
    expect(() => parseEstimatedTime('PT0M')).toThrow('Please specify estimated time');
    for (const bad of ['', '1:75', '-1:00', 'abc', 'PT', '1.5']) {
      expect(() => parseEstimatedTime(bad), bad).toThrow('Estimated time must look like 1:30');
    }
    expect(() => parseEstimatedTime('1001:00')).toThrow('Estimated time is too long');
  });

  it('formats back what it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), (minutes) => {
        expect(parseEstimatedTime(formatEstimatedTime(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('prices', () => {
  it('costs rate × time, rounded to the cent', () => {
    expect(milestoneCostCents(5000, 60)).toBe(5000);
    expect(milestoneCostCents(5000, 90)).toBe(7500);
    expect(milestoneCostCents(3333, 1)).toBe(56); // 55.55 → 56
    expect(milestoneCostCents(30, 1)).toBe(1); // 0.5 → 1 (halves up)
    expect(() => milestoneCostCents(0, 60)).toThrow('HourlyRate must be greater than zero');
    expect(() => milestoneCostCents(5000, 0)).toThrow('Please specify estimated time');
  });

  it('splits every price into fee and developer share that sum exactly, the fee being 10 %', () => {
    expect(splitPayment(7500)).toEqual({ feeCents: 750, developerCents: 6750 });
    expect(splitPayment(5)).toEqual({ feeCents: 1, developerCents: 4 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cost) => {
        const { feeCents, developerCents } = splitPayment(cost);
        expect(feeCents + developerCents).toBe(cost);
        expect(Math.abs(feeCents - cost / 10)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('grows with time and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 6000 }),
        (rate, minutes) => {
          expect(milestoneCostCents(rate, minutes + 1)).toBeGreaterThanOrEqual(
            milestoneCostCents(rate, minutes),
          );
          expect(milestoneCostCents(rate + 1, minutes)).toBeGreaterThanOrEqual(
            milestoneCostCents(rate, minutes),
          );
        },
      ),
    );
  });

  it('takes half of the first hour off for beta customers ($50/h → $25 first hour)', () => {
    expect(betaDiscountCents(5000, 180)).toBe(2500);
    expect(betaDiscountCents(5000, 30)).toBe(1250);
  });

  it('shows dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('formats whole cents exactly as Intl formats US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    for (const cents of [1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, -1, -100_050]) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
    }
  });
});
