import { describe, expect, it } from 'vitest';
import type { CaseMilestoneMoney } from '#shared/schemas/moderation.ts';
import {
  customer,
  firstMilestoneInReview,
  moderator,
  run,
} from '#shared/domain/ticket/test-support.ts';
import {
  outcomeEffects,
  outcomeWords,
  refundOptions,
  resolvedNotice,
  statusAfter,
} from './case-outcomes.ts';

const money = (
  milestoneId: string,
  title: string,
  cents: Partial<CaseMilestoneMoney> = {},
): CaseMilestoneMoney => ({
  milestoneId,
  title,
  status: 'PLANNED',
  costCents: 10000,
  paidCents: 0,
  heldCents: 0,
  releasedCents: 0,
  feeCents: 0,
  paidOutCents: 0,
  refundedCents: 0,
  refundable: false,
  ...cents,
});

// The first milestone approved and paid out; the second funded and in review; the third unpaid.
const plan = [
  money('m1', 'Setup', {
    status: 'ACCEPTED',
    paidCents: 10000,
    releasedCents: 9000,
    feeCents: 1000,
  }),
  money('m2', 'Fix the login', {
    status: 'IN_REVIEW',
    paidCents: 7500,
    heldCents: 7500,
    refundable: true,
  }),
  money('m3', 'Deploy', { paidCents: 2500, heldCents: 2500, refundable: true }),
];

describe('outcomeWords', () => {
  it('calls resuming a dismissal when only reports brought the case', () => {
    expect(outcomeWords('resume', true).button).toBe('Dismiss the report');
    expect(outcomeWords('resume', false).button).toBe('Resume the work');
    expect(outcomeWords('refund', true).button).toBe('Refund…');
    expect(outcomeWords('release', false).confirm).toBe('Release the payment');
  });
});

describe('refundOptions', () => {
  it('offers everything first, then each milestone with money held', () => {
    expect(refundOptions(plan)).toEqual([
      { value: 'all', label: 'Everything still held', detail: '$100.00 for 2 milestones' },
      { value: 'm2', label: 'Only “Fix the login”', detail: '$75.00' },
      { value: 'm3', label: 'Only “Deploy”', detail: '$25.00' },
    ]);
    expect(refundOptions([money('m1', 'Setup')])).toEqual([
      { value: 'all', label: 'Everything still held', detail: 'Nothing is held in escrow' },
    ]);
  });
});

describe('outcomeEffects', () => {
  it('says that resuming moves no money, and where the request goes back to', () => {
    expect(outcomeEffects({ outcome: 'resume' }, plan, 10000, 'DEVELOPER_WORKING')).toEqual([
      'No money moves: the $100.00 held in escrow stays there.',
      'The request goes back to Work In Progress, where it was.',
    ]);
    expect(outcomeEffects({ outcome: 'resume' }, [], 0, null)).toEqual(['No money moves.']);
  });

  it('names what a refund of everything gives back, and what stays paid', () => {
    expect(outcomeEffects({ outcome: 'refund' }, plan, 10000, 'CUSTOMER_REJECTED')).toEqual([
      '$100.00 goes back to the customer: everything held for “Fix the login”, “Deploy”.',
      'What the Unblocker was already paid for approved work stays theirs.',
      'The request moves to Customer Rejected.',
    ]);
  });

  it('names the one milestone a refund gives back, and what stays in escrow', () => {
    expect(
      outcomeEffects(
        { outcome: 'refund', milestoneId: 'm3' },
        plan,
        10000,
        'CUSTOMER_REVIEWING_RESULTS',
      ),
    ).toEqual([
      '$25.00 goes back to the customer: the money held for “Deploy”.',
      'The $75.00 held for other milestones stays in escrow.',
      'What the Unblocker was already paid for approved work stays theirs.',
      'The request moves to Reviewing Results.',
    ]);
  });

  it('says plainly when a refund has nothing to give back', () => {
    expect(outcomeEffects({ outcome: 'refund' }, [money('m1', 'Setup')], 0, null)).toEqual([
      'Nothing is held in escrow, so no money goes back.',
    ]);
  });

  it('says a release pays the milestone in review to the Unblocker, less the fee', () => {
    expect(outcomeEffects({ outcome: 'release' }, plan, 10000, 'DEVELOPER_WORKING')).toEqual([
      '“Fix the login” is approved: the $75.00 held for it is paid to the Unblocker, less the platform’s 10 % fee.',
      'The request moves to Work In Progress.',
    ]);
  });
});

describe('statusAfter', () => {
  // The first of two milestones in review, and the customer asked for a refund.
  const disputed = run(firstMilestoneInReview(2), customer, {
    type: 'OpenDispute',
    reason: 'It does not work',
  });
  const [first] = disputed.milestones;

  it('asks the machine where each outcome leads', () => {
    expect(statusAfter(disputed, { outcome: 'resume' }, moderator.id)).toBe(
      'CUSTOMER_REVIEWING_RESULTS',
    );
    expect(statusAfter(disputed, { outcome: 'refund' }, moderator.id)).toBe('CUSTOMER_REJECTED');
    expect(statusAfter(disputed, { outcome: 'refund', milestoneId: first?.id }, moderator.id)).toBe(
      'DEVELOPER_WORKING',
    );
    expect(statusAfter(disputed, { outcome: 'release' }, moderator.id)).toBe('DEVELOPER_WORKING');
  });

  it('is null for what the machine refuses', () => {
    const resumed = run(disputed, moderator, {
      type: 'ResolveCase',
      outcome: 'resume',
      note: 'Ok',
    });
    expect(statusAfter(resumed, { outcome: 'release' }, moderator.id)).toBeNull();
  });
});

describe('resolvedNotice', () => {
  const titleOf = (id: string) => (id === 'm3' ? 'Deploy' : 'Other');

  it('says what was decided, in the words the timeline uses', () => {
    expect(resolvedNotice({ outcome: 'resume' }, true, titleOf)).toBe(
      'Report dismissed: the work goes on. Both parties can read your reason in the conversation.',
    );
    expect(resolvedNotice({ outcome: 'refund', milestoneId: 'm3' }, false, titleOf)).toBe(
      'Case resolved: the payment for “Deploy” goes back to the customer. Both parties can read your reason in the conversation.',
    );
    expect(resolvedNotice({ outcome: 'release' }, false, titleOf)).toBe(
      'Case resolved: the payment goes to the Unblocker. Both parties can read your reason in the conversation.',
    );
  });
});
