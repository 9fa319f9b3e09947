import { describe, expect, it } from 'vitest';
import { ticketEventSchemas } from './events.ts';
import {
  details,
  historyOf,
  milestone,
  planned,
  type StoredEvent,
} from './history-test-support.ts';
import { timelineEntries } from './timeline.ts';

type Step = Parameters<typeof historyOf>[number];

const said = (steps: Step[]) =>
  timelineEntries(historyOf(...steps)).map(({ actor, text, items, words }) => ({
    who: actor.name,
    text,
    ...(items.length > 0 ? { items } : {}),
    ...(words !== null ? { words } : {}),
  }));

const story = {
  // Planned, paid, sent back once, approved; the second approved by the timer; both rate.
  delivered: [
    ...planned,
    ['developer', { type: 'MilestoneStarted', data: { milestoneId: 'm1' } }],
    [
      'developer',
      {
        type: 'MilestoneSubmitted',
        data: {
          milestoneId: 'm1',
          files: { k1: 'unblock_1700000000000_fix.patch', k2: 'notes.md' },
          note: 'Run npm install first',
        },
      },
    ],
    [
      'customer',
      { type: 'MilestoneRejected', data: { milestoneId: 'm1', feedback: 'Still fails' } },
    ],
    ['developer', { type: 'MilestoneStarted', data: { milestoneId: 'm1' } }],
    [
      'developer',
      {
        type: 'MilestoneSubmitted',
        data: { milestoneId: 'm1', files: { k3: 'fix2.patch' }, note: null },
      },
    ],
    [
      'customer',
      {
        type: 'MilestoneApproved',
        data: { milestoneId: 'm1', feedback: 'Works now', automatic: false },
      },
    ],
    [
      'customer',
      {
        type: 'TicketStatusChanged',
        data: { from: 'CUSTOMER_REVIEWING_RESULTS', to: 'DEVELOPER_WORKING' },
      },
    ],
    [
      'payments',
      { type: 'MilestoneFunded', data: { milestoneId: 'm2', paymentId: 'p2', amountCents: 5000 } },
    ],
    ['developer', { type: 'MilestoneStarted', data: { milestoneId: 'm2' } }],
    [
      'developer',
      {
        type: 'MilestoneSubmitted',
        data: { milestoneId: 'm2', files: { k4: 'tests.zip' }, note: null },
      },
    ],
    [
      'system',
      { type: 'MilestoneApproved', data: { milestoneId: 'm2', feedback: null, automatic: true } },
    ],
    [
      'system',
      {
        type: 'TicketStatusChanged',
        data: { from: 'CUSTOMER_REVIEWING_RESULTS', to: 'CUSTOMER_APPROVED' },
      },
    ],
    ['customer', { type: 'TicketRated', data: { by: 'customer', rating: 5, feedback: 'Thanks!' } }],
    [
      'developer',
      { type: 'TicketRated', data: { by: 'developer', rating: null, feedback: 'Clear brief' } },
    ],
  ],
  // Drafts, a change request, then the developer leaves and the customer deletes the request.
  abandoned: [
    ['customer', { type: 'TicketCreated', data: { customerId: 'customer-1', details } }],
    ['customer', { type: 'TicketEdited', data: { details: { ...details, budget: '$300' } } }],
    ['developer', { type: 'TicketGrabbed', data: { developerId: 'dev-1' } }],
    [
      'developer',
      { type: 'MilestoneAdded', data: { milestoneId: 'm1', milestone: milestone('Fix login') } },
    ],
    [
      'developer',
      {
        type: 'MilestoneEdited',
        data: { milestoneId: 'm1', milestone: milestone('Fix sign-in', 120) },
      },
    ],
    [
      'developer',
      { type: 'MilestoneAdded', data: { milestoneId: 'm2', milestone: milestone('Extra') } },
    ],
    ['developer', { type: 'MilestoneRemoved', data: { milestoneId: 'm2' } }],
    ['developer', { type: 'PlanSubmitted', data: {} }],
    ['customer', { type: 'PlanChangesRequested', data: { feedback: 'Split it in two' } }],
    ['developer', { type: 'TicketAbandoned', data: { developerId: 'dev-1' } }],
    ['customer', { type: 'TicketDeleted', data: {} }],
  ],
  // Offered to a developer the customer hired before: they pass; another is offered until it runs out.
  offered: [
    [
      'customer',
      { type: 'TicketCreated', data: { customerId: 'customer-1', details, offeredTo: 'dev-1' } },
    ],
    ['developer', { type: 'OfferEnded', data: { developerId: 'dev-1', reason: 'passed' } }],
  ],
  offerRanOut: [
    [
      'customer',
      { type: 'TicketCreated', data: { customerId: 'customer-1', details, offeredTo: 'dev-1' } },
    ],
    ['system', { type: 'OfferEnded', data: { developerId: 'dev-1', reason: 'expired' } }],
  ],
  // A report, a dispute, a moderator's resume and then refund.
  refunded: [
    ...planned,
    ['developer', { type: 'MilestoneStarted', data: { milestoneId: 'm1' } }],
    ['customer', { type: 'MessageReported', data: { messageId: 'msg-1' } }],
    ['moderator', { type: 'CaseResolved', data: { outcome: 'resume', note: 'Keep it civil' } }],
    ['customer', { type: 'DisputeOpened', data: { reason: 'No progress for a week' } }],
    ['moderator', { type: 'CaseResolved', data: { outcome: 'refund', note: '' } }],
    ['moderator', { type: 'MilestoneRefunded', data: { milestoneId: 'm1' } }],
  ],
  // A moderator releases the milestone in review; another request ends with no solution.
  released: [
    ...planned,
    ['developer', { type: 'MilestoneStarted', data: { milestoneId: 'm1' } }],
    [
      'developer',
      { type: 'MilestoneSubmitted', data: { milestoneId: 'm1', files: {}, note: null } },
    ],
    ['customer', { type: 'DisputeOpened', data: { reason: 'Not sure it works' } }],
    ['moderator', { type: 'CaseResolved', data: { outcome: 'release', note: 'It works' } }],
    [
      'moderator',
      {
        type: 'MilestoneApproved',
        data: { milestoneId: 'm1', feedback: 'It works', automatic: false },
      },
    ],
  ],
  noSolution: [
    ...planned,
    [
      'developer',
      { type: 'NoSolutionDeclared', data: { reason: 'The API it needs was shut down' } },
    ],
    ['developer', { type: 'MilestoneRefunded', data: { milestoneId: 'm1' } }],
  ],
} satisfies Record<string, Step[]>;

describe('the request timeline', () => {
  it('tells a delivered request step by step, with its files, notes, money and ratings', () => {
    expect(said(story.delivered)).toEqual([
      { who: 'Casey Customer', text: 'Created the request' },
      { who: 'Dana Developer', text: 'Took the request' },
      {
        who: 'Dana Developer',
        text: 'Submitted a plan of 2 milestones, $125.00 in total',
        items: ['Fix login: $75.00 (1:30 at $50.00/h)', 'Add tests: $50.00 (1:00 at $50.00/h)'],
      },
      { who: 'Casey Customer', text: 'Approved the plan' },
      {
        who: 'Payment provider',
        text: 'Received $62.50 for “Fix login”, held in escrow until its work is approved',
      },
      { who: 'Dana Developer', text: 'Started work on “Fix login”' },
      {
        who: 'Dana Developer',
        text: 'Submitted “Fix login” for review with 2 files',
        items: ['fix.patch', 'notes.md'],
        words: 'Run npm install first',
      },
      { who: 'Casey Customer', text: 'Sent “Fix login” back for more work', words: 'Still fails' },
      { who: 'Dana Developer', text: 'Started work on “Fix login”' },
      {
        who: 'Dana Developer',
        text: 'Submitted “Fix login” for review with 1 file',
        items: ['fix2.patch'],
      },
      { who: 'Casey Customer', text: 'Approved “Fix login”', words: 'Works now' },
      {
        who: 'Unblock',
        text: 'Released $67.50 to the Unblocker (90 %) and $7.50 to Unblock as its fee (10 %)',
      },
      {
        who: 'Payment provider',
        text: 'Received $50.00 for “Add tests”, held in escrow until its work is approved',
      },
      { who: 'Dana Developer', text: 'Started work on “Add tests”' },
      {
        who: 'Dana Developer',
        text: 'Submitted “Add tests” for review with 1 file',
        items: ['tests.zip'],
      },
      { who: 'Unblock', text: '“Add tests” was approved automatically: its review time ran out' },
      {
        who: 'Unblock',
        text: 'Released $45.00 to the Unblocker (90 %) and $5.00 to Unblock as its fee (10 %)',
      },
      { who: 'Unblock', text: 'Every milestone is approved: the request is complete' },
      { who: 'Casey Customer', text: 'Rated the Unblocker 5 out of 5', words: 'Thanks!' },
      { who: 'Dana Developer', text: 'Left feedback for the customer', words: 'Clear brief' },
    ]);
  });

  it('lists the plan as submitted, not its drafts, and says when a developer gives up', () => {
    expect(said(story.abandoned)).toEqual([
      { who: 'Casey Customer', text: 'Created the request' },
      { who: 'Casey Customer', text: 'Edited the request' },
      { who: 'Dana Developer', text: 'Took the request' },
      {
        who: 'Dana Developer',
        text: 'Submitted a plan of 1 milestone, $100.00 in total',
        items: ['Fix sign-in: $100.00 (2:00 at $50.00/h)'],
      },
      { who: 'Casey Customer', text: 'Asked for changes to the plan', words: 'Split it in two' },
      {
        who: 'Dana Developer',
        text: 'Gave the request up: its plan is set aside and other Unblockers may take it',
      },
      { who: 'Casey Customer', text: 'Deleted the request' },
    ]);
  });

  it('says when an offered developer passes and when an offer runs out', () => {
    expect(said(story.offered)).toEqual([
      { who: 'Casey Customer', text: 'Created the request' },
      {
        who: 'Dana Developer',
        text: 'Passed on the request: every matching Unblocker may take it',
      },
    ]);
    expect(said(story.offerRanOut).at(-1)).toEqual({
      who: 'Unblock',
      text: 'The offer ran out: every matching Unblocker may take the request',
    });
  });

  it('tells reports, disputes, moderator outcomes and refunds with their amounts', () => {
    expect(said(story.refunded).slice(5)).toEqual([
      { who: 'Dana Developer', text: 'Started work on “Fix login”' },
      { who: 'Casey Customer', text: 'Reported a message to the moderators' },
      {
        who: 'A moderator',
        text: 'Resolved the case: the work goes on',
        words: 'Keep it civil',
      },
      {
        who: 'Casey Customer',
        text: 'Asked for a refund: a moderator will look into it',
        words: 'No progress for a week',
      },
      { who: 'A moderator', text: 'Resolved the case: the unfinished work is refunded' },
      { who: 'Unblock', text: 'Refunded $62.50 for “Fix login” to the customer' },
    ]);
    expect(said(story.released).slice(-3)).toEqual([
      {
        who: 'A moderator',
        text: 'Resolved the case: the payment goes to the Unblocker',
        words: 'It works',
      },
      { who: 'A moderator', text: 'Approved “Fix login”', words: 'It works' },
      {
        who: 'Unblock',
        text: 'Released $67.50 to the Unblocker (90 %) and $7.50 to Unblock as its fee (10 %)',
      },
    ]);
    const refundedOne: Step[] = [
      ...story.released.slice(0, -2),
      [
        'moderator',
        {
          type: 'CaseResolved',
          data: { outcome: 'refund', note: 'Not delivered', milestoneId: 'm1' },
        },
      ],
    ];
    expect(said(refundedOne).at(-1)).toEqual({
      who: 'A moderator',
      text: 'Resolved the case: the payment for “Fix login” goes back to the customer',
      words: 'Not delivered',
    });
    expect(said(story.noSolution).slice(-2)).toEqual([
      { who: 'Dana Developer', text: 'Found no solution', words: 'The API it needs was shut down' },
      { who: 'Unblock', text: 'Refunded $62.50 for “Fix login” to the customer' },
    ]);
  });

  it('keeps when, the version and who, and gives every entry its own key', () => {
    const entries = timelineEntries(historyOf(...story.delivered));
    expect(entries[0]).toMatchObject({
      version: 1,
      occurredAt: new Date('2026-11-01T10:00:00Z'),
      actor: { id: 'customer-1', role: 'customer', name: 'Casey Customer' },
    });
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  });

  it('says a sealed rating of the reader was left, not what it says', () => {
    const rows = historyOf(...story.delivered).map((row) =>
      row.type === 'TicketRated'
        ? { ...row, data: { by: 'customer', rating: null, feedback: null }, sealed: true as const }
        : row,
    );
    const told = timelineEntries(rows).filter((entry) => entry.text.startsWith('Rated you'));
    expect(told.map(({ text, words }) => ({ text, words }))).toContainEqual({
      text: 'Rated you: you will see it once you rate too, or 14 days after the request was completed',
      words: null,
    });
  });

  it('orders rows by version whatever order they come in', () => {
    const rows = historyOf(...planned);
    expect(timelineEntries([...rows].reverse())).toEqual(timelineEntries(rows));
  });

  it('says so where a stored step cannot be read, and reads the rest', () => {
    const rows = historyOf(...planned);
    rows[3] = { ...rows[3]!, data: { feedback: 42 } };
    rows.push({ ...rows[0]!, version: 8, type: 'SomethingNew', data: {} });
    const texts = timelineEntries(rows).map((entry) => entry.text);
    expect(texts).toContain('A step (SomethingNew) whose record could not be read');
    expect(texts).toContain('Took the request');
    // The fourth row added "Add tests": unreadable now, so the plan no longer knows it.
    expect(texts).toContain('A step (MilestoneAdded) whose record could not be read');
    expect(texts).toContain('Submitted a plan of 1 milestone, $75.00 in total');
  });

  it('has words for every event type (the stories above use each one)', () => {
    const used = new Set(
      Object.values(story).flatMap((steps: Step[]) =>
        steps.map(([, event]: [unknown, StoredEvent]) => event.type),
      ),
    );
    expect([...used].sort()).toEqual(Object.keys(ticketEventSchemas).sort());
  });
});
