import { describe, expect, it } from 'vitest';
import { allowedCommands, canReportMessage, refundableMilestones } from './allowed-commands.ts';
import {
  customer,
  developer,
  firstMilestoneInReview,
  given,
  milestoneIds,
  moderator,
  otherDeveloper,
  planning,
  run,
  withPlan,
  created,
} from './test-support.ts';

describe('allowedCommands', () => {
  it('offers the owner edit and delete on a pending request, and a matching developer the grab', () => {
    const pending = given(...created());
    expect(allowedCommands(pending, customer).ticket).toEqual(['EditTicket', 'DeleteTicket']);
    expect(allowedCommands(pending, developer).ticket).toEqual(['GrabTicket']);
  });

  it('offers the assigned developer the planning actions per milestone, and nobody else', () => {
    const state = given(...withPlan(1));
    const [id] = milestoneIds(state);
    const mine = allowedCommands(state, developer);
    expect(mine.ticket).toEqual(['AbandonTicket', 'AddMilestone', 'SubmitPlan']);
    expect(mine.milestones[id!]).toEqual(['EditMilestone', 'RemoveMilestone']);
    expect(allowedCommands(state, otherDeveloper)).toEqual({
      ticket: [],
      milestones: { [id!]: [] },
      resolutions: [],
    });
    expect(allowedCommands(given(...planning()), developer).ticket).not.toContain('SubmitPlan');
  });

  it('offers the owner the decisions on a milestone in review', () => {
    const state = firstMilestoneInReview(2);
    const [first, second] = milestoneIds(state);
    const owner = allowedCommands(state, customer);
    expect(owner.milestones[first!]).toEqual(['ApproveMilestone', 'RejectMilestone']);
    expect(owner.milestones[second!]).toEqual([]);
    expect(owner.ticket).toEqual(['OpenDispute', 'RateTicket']);
  });

  it('offers a moderator the outcomes that fit the case', () => {
    const disputed = run(firstMilestoneInReview(1), customer, { type: 'OpenDispute', reason: 'x' });
    expect(allowedCommands(disputed, moderator).resolutions).toEqual([
      'resume',
      'refund',
      'release',
    ]);
    const reported = run(given(...planning()), customer, {
      type: 'ReportMessage',
      messageId: 'm',
      messageAuthorId: developer.id,
    });
    expect(allowedCommands(reported, moderator).resolutions).toEqual(['resume', 'refund']);
  });

  it('offers a moderator a refund of each milestone with money held, and nobody else', () => {
    const disputed = run(firstMilestoneInReview(2), customer, { type: 'OpenDispute', reason: 'x' });
    const [first] = milestoneIds(disputed);
    expect(refundableMilestones(disputed, moderator)).toEqual([first]);
    expect(refundableMilestones(disputed, customer)).toEqual([]);
    expect(refundableMilestones(firstMilestoneInReview(2), moderator)).toEqual([]);
  });

  it("lets participants report others' messages only", () => {
    const state = given(...planning());
    expect(canReportMessage(state, customer, developer.id)).toBe(true);
    expect(canReportMessage(state, customer, customer.id)).toBe(false);
    expect(canReportMessage(state, otherDeveloper, customer.id)).toBe(false);
  });
});
