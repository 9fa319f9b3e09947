import { describe, expect, it } from 'vitest';
import {
  MAX_ESTIMATED_MINUTES,
  MAX_HOURLY_RATE_CENTS,
  MAX_MILESTONE_COST_CENTS,
  MILESTONE_COST_TOO_HIGH,
  milestoneCostCents,
} from '../domain/money.ts';
import { milestoneInput } from './tickets.ts';

const milestone = (estimatedMinutes: number, hourlyRateCents: number) => ({
  title: 'Fix it',
  description: 'All of it',
  estimatedMinutes,
  hourlyRateCents,
});
const messagesOf = (input: unknown) =>
  milestoneInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('milestoneInput bounds: every milestone that can be planned can be paid', () => {
  it('refuses the longest time at the highest rate, on the rate, with a way out', () => {
    const result = milestoneInput.safeParse(
      milestone(MAX_ESTIMATED_MINUTES, MAX_HOURLY_RATE_CENTS),
    );
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: MILESTONE_COST_TOO_HIGH, path: ['hourlyRateCents'] }),
    ]);
  });

  it('accepts the dearest milestone a card payment can take', () => {
    // At $1,000 an hour, 999 h 59 min costs $999,983.33: below the cap.
    const dearest = milestone(MAX_ESTIMATED_MINUTES - 1, MAX_HOURLY_RATE_CENTS);
    expect(milestoneInput.safeParse(dearest).success).toBe(true);
    expect(
      milestoneCostCents(dearest.hourlyRateCents, dearest.estimatedMinutes),
    ).toBeLessThanOrEqual(MAX_MILESTONE_COST_CENTS);
    // The cap is below 2^31, so the price fits the integer columns of a billing record.
    expect(MAX_MILESTONE_COST_CENTS).toBeLessThan(2 ** 31);
  });

  it('refuses a rate over $1,000 an hour and a time over 1,000 hours', () => {
    expect(messagesOf(milestone(60, MAX_HOURLY_RATE_CENTS + 1))).toEqual([
      'The hourly rate may be at most $1,000',
    ]);
    expect(messagesOf(milestone(MAX_ESTIMATED_MINUTES + 1, 5000))).toEqual([
      'Estimated time is too long',
    ]);
  });

  it("keeps the product's messages for an empty estimate and a rate of zero, without throwing", () => {
    expect(messagesOf(milestone(0, 0))).toEqual([
      'Please specify estimated time',
      'HourlyRate must be greater than zero',
    ]);
    expect(messagesOf(milestone(1.5, 5000.5)).length).toBeGreaterThan(0);
  });
});
