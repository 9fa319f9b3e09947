import { describe, expect, it } from 'vitest';
import {
  customer,
  developer,
  firstMilestoneInReview,
  milestoneIds,
  run,
} from '#shared/domain/ticket/test-support.ts';
import { payableMilestone } from './payable-milestone.ts';

describe('payableMilestone', () => {
  it('asks for the next payment after an approval, not while a milestone is reviewed or reworked', () => {
    const inReview = firstMilestoneInReview(2);
    const [first, second] = milestoneIds(inReview);
    expect(payableMilestone(inReview, customer)).toBeUndefined();

    const sentBack = run(inReview, customer, {
      type: 'RejectMilestone',
      milestoneId: first!,
      feedback: 'Still freezes',
    });
    expect(payableMilestone(sentBack, customer)).toBeUndefined();

    const approved = run(inReview, customer, { type: 'ApproveMilestone', milestoneId: first! });
    expect(payableMilestone(approved, customer)?.id).toBe(second);
    // Only the request's customer is asked.
    expect(payableMilestone(approved, developer)).toBeUndefined();
  });
});
