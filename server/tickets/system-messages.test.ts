import { describe, expect, it } from 'vitest';
import { firstMilestoneInReview, milestoneIds } from '#shared/domain/ticket/test-support.ts';
import { systemMessagesFor } from './system-messages.ts';

describe('systemMessagesFor', () => {
  const state = firstMilestoneInReview(1);
  const [milestoneId] = milestoneIds(state);

  it("posts the spec's plan texts, with feedback below when given", () => {
    expect(systemMessagesFor([{ type: 'PlanApproved', data: { feedback: null } }], state)).toEqual([
      'Plan is approved',
    ]);
    expect(
      systemMessagesFor([{ type: 'PlanChangesRequested', data: { feedback: 'Cheaper' } }], state),
    ).toEqual(['Plan needs revisions\n\nCheaper']);
  });

  it('names the milestone in approvals and send-backs, and says when the timer approved', () => {
    expect(
      systemMessagesFor(
        [
          {
            type: 'MilestoneRejected',
            data: { milestoneId: milestoneId!, feedback: 'Still broken' },
          },
          {
            type: 'MilestoneApproved',
            data: { milestoneId: milestoneId!, feedback: null, automatic: true },
          },
        ],
        state,
      ),
    ).toEqual([
      'Milestone "M1" was sent back to the developer\n\nStill broken',
      'Milestone "M1" was approved automatically after 14 days in review',
    ]);
  });

  it('posts nothing for other events', () => {
    expect(
      systemMessagesFor([{ type: 'TicketGrabbed', data: { developerId: 'd' } }], state),
    ).toEqual([]);
  });
});
