import { describe, expect, it } from 'vitest';
import { historyOf, planned, type StoredEvent } from './history-test-support.ts';
import {
  AUTO_APPROVE_AFTER_DAYS,
  DAY_MS,
  autoApprovalCountdown,
  autoApprovalCountdowns,
  autoApprovalDates,
} from './review-window.ts';
import { customer, firstMilestoneInReview, milestoneIds, run } from './test-support.ts';

const submitted = (milestoneId: string): StoredEvent => ({
  type: 'MilestoneSubmitted',
  data: { milestoneId, files: {}, note: null },
});

describe('the review window of a submitted milestone', () => {
  it('runs out 14 days after the latest submission', () => {
    const rows = historyOf(
      ...planned,
      ['developer', { type: 'MilestoneStarted', data: { milestoneId: 'm1' } }],
      ['developer', submitted('m1')],
      ['customer', { type: 'MilestoneRejected', data: { milestoneId: 'm1', feedback: 'No' } }],
      ['developer', submitted('m1')],
    );
    const last = rows.at(-1)!;
    expect(autoApprovalDates(rows).get('m1')).toEqual(
      new Date(last.occurredAt.getTime() + AUTO_APPROVE_AFTER_DAYS * DAY_MS),
    );
    expect(autoApprovalDates(rows).has('m2')).toBe(false);
  });

  it('counts whole days left, rounded up, and says who can stop it', () => {
    const now = new Date('2026-11-10T12:00:00Z');
    const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
    expect(autoApprovalCountdown(inDays(9), now, 'customer')).toBe(
      'Approved automatically in 9 days unless you act',
    );
    expect(autoApprovalCountdown(inDays(8.2), now, 'customer')).toBe(
      'Approved automatically in 9 days unless you act',
    );
    expect(autoApprovalCountdown(inDays(0.5), now, 'other')).toBe(
      'Approved automatically within a day unless the customer acts first',
    );
    expect(autoApprovalCountdown(inDays(-1), now, 'customer')).toBe(
      'Approved automatically any moment now unless you act',
    );
  });
});

describe('the countdown read by both sides', () => {
  it('says the same days to a page whose clock was read just before the submission', () => {
    const submittedAt = new Date('2026-11-10T12:00:00Z');
    const due = new Date(submittedAt.getTime() + AUTO_APPROVE_AFTER_DAYS * DAY_MS);
    const pageOpenedBefore = new Date(submittedAt.getTime() - 30_000);
    expect(autoApprovalCountdown(due, pageOpenedBefore, 'other')).toBe(
      'Approved automatically in 14 days unless the customer acts first',
    );
    expect(autoApprovalCountdown(due, submittedAt, 'customer')).toBe(
      'Approved automatically in 14 days unless you act',
    );
  });
});

describe('the countdowns on the roadmap', () => {
  it('show under the milestone the timer would approve, and none while a moderator has the case', () => {
    const inReview = firstMilestoneInReview();
    const [first, second] = milestoneIds(inReview);
    const rows = historyOf(['developer', submitted(first!)]);
    const now = rows[0]!.occurredAt;
    expect([...autoApprovalCountdowns(inReview, rows, now, 'customer')]).toEqual([
      [first, 'Approved automatically in 14 days unless you act'],
    ]);
    expect(autoApprovalCountdowns(inReview, rows, now, 'other').has(second!)).toBe(false);

    const disputed = run(inReview, customer, { type: 'OpenDispute', reason: 'It does not work' });
    expect(autoApprovalCountdowns(disputed, rows, now, 'customer').size).toBe(0);
  });
});
