import { describe, expect, it } from 'vitest';
import {
  customer,
  developer,
  firstMilestoneInReview,
  given,
  milestoneIds,
  otherDeveloper,
  planning,
  reviewingPlan,
  created,
  run,
} from './test-support.ts';
import { initialStatus, nextStatus } from './ticket-transitions.ts';

describe('nextStatus: where the machine says a command leads', () => {
  it('names the place a command leads, or the same status for a change within it', () => {
    expect(initialStatus).toBe('AWAITING_ASSIGNMENT');
    expect(nextStatus(given(...created()), { type: 'GrabTicket' }, developer)).toBe(
      'DEVELOPER_PLANNING',
    );
    expect(nextStatus(given(...reviewingPlan()), { type: 'ApprovePlan' }, customer)).toBe(
      'DEVELOPER_WORKING',
    );
    const pending = given(...created());
    expect(nextStatus(pending, { type: 'EditTicket', details: pending }, customer)).toBe(
      'AWAITING_ASSIGNMENT',
    );
    const report = {
      type: 'ReportMessage',
      messageId: 'x',
      messageAuthorId: developer.id,
    } as const;
    const reported = run(given(...planning()), customer, report);
    expect(nextStatus(reported, report, customer)).toBe('REQUIRES_MOD_ASSISTANCE');
  });

  it('lets guards choose between places, and names none for a refused command', () => {
    const last = firstMilestoneInReview(1);
    const withWorkLeft = firstMilestoneInReview(2);
    const approve = (state: typeof last) =>
      nextStatus(
        state,
        { type: 'ApproveMilestone', milestoneId: milestoneIds(state)[0]! },
        customer,
      );
    expect(approve(withWorkLeft)).toBe('DEVELOPER_WORKING');
    expect(approve(last)).toBe('CUSTOMER_APPROVED');
    expect(nextStatus(given(...planning()), { type: 'GrabTicket' }, otherDeveloper)).toBeNull();
  });
});
