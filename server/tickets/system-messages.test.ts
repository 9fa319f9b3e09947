import { describe, expect, it } from 'vitest';
import { firstMilestoneInReview, milestoneIds } from '#shared/domain/ticket/test-support.ts';
import { recipientOf, systemMessagesFor } from './system-messages.ts';

describe('systemMessagesFor', () => {
  const state = firstMilestoneInReview(1);
  const [milestoneId] = milestoneIds(state);

  it("posts the product's plan texts, with feedback below when given", () => {
    expect(
      systemMessagesFor(
        [{ type: 'PlanApproved', data: { feedback: null, to: 'DEVELOPER_WORKING' } }],
        state,
      ),
    ).toEqual(['Plan is approved']);
    expect(
      systemMessagesFor(
        [{ type: 'PlanChangesRequested', data: { feedback: 'Cheaper', to: 'DEVELOPER_PLANNING' } }],
        state,
      ),
    ).toEqual(['Plan needs revisions\n\nCheaper']);
  });

  it('names the milestone in approvals and send-backs, and says when the timer approved', () => {
    expect(
      systemMessagesFor(
        [
          {
            type: 'MilestoneRejected',
            data: { milestoneId: milestoneId!, feedback: 'Still broken', to: 'DEVELOPER_WORKING' },
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

  it('tells the customer what was handed over, with the developer’s note below', () => {
    expect(
      systemMessagesFor(
        [
          {
            type: 'MilestoneSubmitted',
            data: {
              milestoneId: milestoneId!,
              files: { a: 'fix.zip' },
              note: 'Run npm ci first',
              to: 'CUSTOMER_REVIEWING_RESULTS',
            },
          },
          {
            type: 'MilestoneSubmitted',
            data: {
              milestoneId: milestoneId!,
              files: { a: 'a.zip', b: 'b.zip' },
              note: null,
              to: 'CUSTOMER_REVIEWING_RESULTS',
            },
          },
        ],
        state,
      ),
    ).toEqual([
      'Milestone "M1" was submitted for review with one file\n\nRun npm ci first',
      'Milestone "M1" was submitted for review with 2 files',
    ]);
  });

  it('posts nothing for other events', () => {
    expect(
      systemMessagesFor(
        [{ type: 'TicketGrabbed', data: { developerId: 'd', to: 'DEVELOPER_PLANNING' } }],
        state,
      ),
    ).toEqual([]);
  });
});

describe('recipientOf', () => {
  const state = firstMilestoneInReview(1);

  it('addresses a decision to the other party, and the system’s to nobody in particular', () => {
    expect(recipientOf({ id: state.customerId, role: 'customer' }, state)).toBe(state.developerId);
    expect(recipientOf({ id: state.developerId!, role: 'developer' }, state)).toBe(
      state.customerId,
    );
    expect(recipientOf({ id: 'system', role: 'system' }, state)).toBeNull();
  });

  it('posts what the developer, the customer and a moderator wrote when the work stops', () => {
    expect(
      systemMessagesFor(
        [
          {
            type: 'NoSolutionDeclared',
            data: { reason: 'Needs a rewrite', to: 'CUSTOMER_REJECTED' },
          },
        ],
        state,
      ),
    ).toEqual(['The Unblocker found no solution\n\nNeeds a rewrite']);
    expect(
      systemMessagesFor(
        [{ type: 'CaseResolved', data: { outcome: 'refund', note: 'Work not delivered' } }],
        state,
      ),
    ).toEqual([
      'A moderator resolved the case: the unfinished work is refunded\n\nWork not delivered',
    ]);
    expect(
      systemMessagesFor(
        [
          {
            type: 'CaseResolved',
            data: {
              outcome: 'refund',
              note: 'Not delivered',
              milestoneId: milestoneIds(state)[0]!,
            },
          },
        ],
        state,
      ),
    ).toEqual([
      'A moderator resolved the case: the payment for "M1" goes back to the customer\n\nNot delivered',
    ]);
  });
});
