import { describe, expect, it } from 'vitest';
import { latestDecision, submissionNotes } from './decisions.ts';
import {
  details,
  historyOf,
  milestone,
  planned,
  type StoredEvent,
} from './history-test-support.ts';

type Step = Parameters<typeof historyOf>[number];

const submitted = (milestoneId: string, note: string | null): StoredEvent => ({
  type: 'MilestoneSubmitted',
  data: { milestoneId, files: { [`key-${milestoneId}`]: 'fix.zip' }, note },
});
const started = (milestoneId: string): StoredEvent => ({
  type: 'MilestoneStarted',
  data: { milestoneId },
});

const decided = (steps: Step[], viewer: 'customer' | 'developer' | 'moderator') => {
  const decision = latestDecision(historyOf(...steps), viewer);
  return decision && { who: decision.actor.name, label: decision.label, words: decision.words };
};

describe('the latest decision from the other side', () => {
  it('is each side’s latest word to the other, never the viewer’s own', () => {
    const steps: Step[] = [
      ...planned,
      ['developer', started('m1')],
      ['developer', submitted('m1', 'Run npm install first')],
    ];
    expect(decided(steps, 'customer')).toEqual({
      who: 'Dana Developer',
      label: 'Submitted “Fix login”',
      words: 'Run npm install first',
    });
    // The developer answered the customer's "Plan approved" by submitting: nothing new for them.
    expect(decided(steps, 'developer')).toBeNull();

    steps.push([
      'customer',
      { type: 'MilestoneRejected', data: { milestoneId: 'm1', feedback: 'Still fails' } },
    ]);
    expect(decided(steps, 'developer')).toEqual({
      who: 'Casey Customer',
      label: 'Sent back “Fix login”',
      words: 'Still fails',
    });
    // The customer's own decision answers the submission; a moderator sees whoever spoke last.
    expect(decided(steps, 'customer')).toBeNull();
    expect(decided(steps, 'moderator')?.label).toBe('Sent back “Fix login”');

    steps.push(
      ['developer', started('m1')],
      ['developer', submitted('m1', null)],
      [
        'customer',
        {
          type: 'MilestoneApproved',
          data: { milestoneId: 'm1', feedback: 'Works now', automatic: false },
        },
      ],
    );
    expect(decided(steps, 'developer')).toEqual({
      who: 'Casey Customer',
      label: 'Approved “Fix login”',
      words: 'Works now',
    });
  });

  it('reads changes requested, automatic approval, refund requests and no solution', () => {
    const review: Step[] = [
      ['customer', { type: 'TicketCreated', data: { customerId: 'customer-1', details } }],
      ['developer', { type: 'TicketGrabbed', data: { developerId: 'dev-1' } }],
      [
        'developer',
        { type: 'MilestoneAdded', data: { milestoneId: 'm1', milestone: milestone('Fix login') } },
      ],
      ['developer', { type: 'PlanSubmitted', data: {} }],
      ['customer', { type: 'PlanChangesRequested', data: { feedback: 'Split it in two' } }],
    ];
    expect(decided(review, 'developer')).toMatchObject({
      label: 'Changes requested',
      words: 'Split it in two',
    });
    // A plan submission is the plan review's news, not a decision in words.
    expect(decided(review, 'customer')).toBeNull();

    const timer: Step[] = [
      ...planned,
      ['developer', started('m1')],
      ['developer', submitted('m1', null)],
      [
        'system',
        { type: 'MilestoneApproved', data: { milestoneId: 'm1', feedback: null, automatic: true } },
      ],
    ];
    expect(decided(timer, 'developer')).toEqual({
      who: 'Unblock',
      label: 'Approved “Fix login” automatically',
      words: null,
    });
    expect(decided(timer, 'customer')?.label).toBe('Approved “Fix login” automatically');

    const dispute: Step[] = [
      ...planned,
      ['customer', { type: 'DisputeOpened', data: { reason: 'Too slow' } }],
    ];
    expect(decided(dispute, 'developer')).toMatchObject({
      label: 'Refund requested',
      words: 'Too slow',
    });

    const none: Step[] = [
      ...planned,
      ['developer', { type: 'NoSolutionDeclared', data: { reason: 'The API was shut down' } }],
      ['developer', { type: 'MilestoneRefunded', data: { milestoneId: 'm1' } }],
    ];
    expect(decided(none, 'customer')).toMatchObject({
      label: 'No solution',
      words: 'The API was shut down',
    });
  });

  it('gives a moderator’s outcome to both sides, the release included', () => {
    const steps: Step[] = [
      ...planned,
      ['developer', started('m1')],
      ['developer', submitted('m1', null)],
      ['customer', { type: 'DisputeOpened', data: { reason: 'Not sure it works' } }],
      ['moderator', { type: 'CaseResolved', data: { outcome: 'release', note: 'It works' } }],
      [
        'moderator',
        {
          type: 'MilestoneApproved',
          data: { milestoneId: 'm1', feedback: 'It works', automatic: false },
        },
      ],
    ];
    for (const viewer of ['customer', 'developer'] as const) {
      expect(decided(steps, viewer)).toEqual({
        who: 'A moderator',
        label: 'Case resolved: the payment goes to the Unblocker',
        words: 'It works',
      });
    }
    const resumed: Step[] = [
      ...planned,
      ['customer', { type: 'MessageReported', data: { messageId: 'msg-1' } }],
      ['moderator', { type: 'CaseResolved', data: { outcome: 'resume', note: '' } }],
    ];
    expect(decided(resumed, 'customer')).toMatchObject({
      label: 'Case resolved: the work goes on',
      words: null,
    });
  });

  it('forgets what was said to a developer who gave the request up', () => {
    const steps: Step[] = [
      ['customer', { type: 'TicketCreated', data: { customerId: 'customer-1', details } }],
      ['developer', { type: 'TicketGrabbed', data: { developerId: 'dev-1' } }],
      [
        'developer',
        { type: 'MilestoneAdded', data: { milestoneId: 'm1', milestone: milestone('Fix login') } },
      ],
      ['developer', { type: 'PlanSubmitted', data: {} }],
      ['customer', { type: 'PlanChangesRequested', data: { feedback: 'Too expensive' } }],
      ['developer', { type: 'TicketAbandoned', data: { developerId: 'dev-1' } }],
      ['developer', { type: 'TicketGrabbed', data: { developerId: 'dev-1' } }],
    ];
    expect(decided(steps, 'developer')).toBeNull();
  });
});

describe('submission notes', () => {
  it('keeps each milestone’s note from its latest submission', () => {
    const rows = historyOf(
      ...planned,
      ['developer', started('m1')],
      ['developer', submitted('m1', 'First try')],
      ['customer', { type: 'MilestoneRejected', data: { milestoneId: 'm1', feedback: 'No' } }],
      ['developer', started('m1')],
      ['developer', submitted('m1', 'Second try')],
      ['developer', submitted('m2', 'Tests added')],
    );
    expect(Object.fromEntries(submissionNotes(rows))).toEqual({
      m1: 'Second try',
      m2: 'Tests added',
    });
  });

  it('drops a note once a later submission comes without one', () => {
    const rows = historyOf(
      ...planned,
      ['developer', submitted('m1', 'First try')],
      ['developer', submitted('m1', null)],
    );
    expect(submissionNotes(rows).has('m1')).toBe(false);
  });
});
