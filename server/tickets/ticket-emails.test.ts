import { describe, expect, it } from 'vitest';
import { firstMilestoneInReview, milestoneIds } from '#shared/domain/ticket/test-support.ts';
import { noticesFor } from './ticket-emails.ts';

describe('noticesFor', () => {
  const state = firstMilestoneInReview(1);
  const [milestoneId] = milestoneIds(state);
  const said = (events: Parameters<typeof noticesFor>[0]) =>
    noticesFor(events, state).map(({ to, text, words }) => ({ to, text, words }));

  it('tells the developer of a refund request, with the customer’s reason', () => {
    expect(
      said([
        {
          type: 'DisputeOpened',
          data: { reason: 'Broken on Safari', to: 'REQUIRES_MOD_ASSISTANCE' },
        },
      ]),
    ).toEqual([
      {
        to: 'developer',
        text: expect.stringContaining('asked a moderator to look into the request'),
        words: "The customer's reason: Broken on Safari",
      },
    ]);
  });

  it('tells both parties a moderator’s outcome with the reason, and not of the approval a release makes', () => {
    const release = said([
      { type: 'CaseResolved', data: { outcome: 'release', note: 'It works' } },
      {
        type: 'MilestoneApproved',
        data: { milestoneId: milestoneId!, feedback: 'It works', automatic: false },
      },
    ]);
    expect(release).toEqual(
      (['customer', 'developer'] as const).map((to) => ({
        to,
        text: 'A moderator looked into the request and resolved the case: the payment goes to the Unblocker.',
        words: "The moderator's reason: It works",
      })),
    );
    expect(
      said([
        {
          type: 'CaseResolved',
          data: { outcome: 'refund', note: 'Not delivered', milestoneId: milestoneId! },
        },
      ]).map((notice) => notice.text),
    ).toEqual([
      'A moderator looked into the request and resolved the case: the payment for "M1" goes back to the customer.',
      'A moderator looked into the request and resolved the case: the payment for "M1" goes back to the customer.',
    ]);
    // The customer's own approval still tells the developer.
    expect(
      said([
        {
          type: 'MilestoneApproved',
          data: { milestoneId: milestoneId!, feedback: null, automatic: false },
        },
      ]).map((notice) => notice.to),
    ).toEqual(['developer']);
  });

  it("tells the customer of a developer's first grab of the request only", () => {
    const grabBy = (developerId: string) => [
      { type: 'TicketGrabbed' as const, data: { developerId, to: 'DEVELOPER_PLANNING' as const } },
    ];
    const returning = { ...state, steppedBack: ['dev-1'] };
    expect(noticesFor(grabBy('dev-1'), returning)).toEqual([]);
    expect(noticesFor(grabBy('dev-2'), returning).map((notice) => notice.subject)).toEqual([
      expect.stringMatching(/^An Unblocker took your request /),
    ]);
  });

  it('tells the developer of a funded milestone, for their bell too', () => {
    const [notice] = noticesFor(
      [
        {
          type: 'MilestoneFunded',
          data: { milestoneId: milestoneId!, paymentId: 'pay_1', amountCents: 5000 },
        },
      ],
      state,
    );
    expect(notice).toMatchObject({
      to: 'developer',
      kind: 'payment_received',
      subject: expect.stringMatching(/^The customer funded ".+" on request #\S+$/),
    });
  });

  it('tells the rated party of a review by the rater’s name, never what it says', () => {
    const rated = (by: 'customer' | 'developer', rating: number | null, feedback: string | null) =>
      noticesFor([{ type: 'TicketRated', data: { by, rating, feedback } }], state, {
        name: 'Grace Hopper',
      });
    expect(rated('customer', 5, 'Secret words')).toEqual([
      {
        to: 'developer',
        kind: 'review',
        subject: expect.stringMatching(/^Grace Hopper rated your work on request #\S+$/),
        text: expect.not.stringContaining('Secret words'),
      },
    ]);
    expect(rated('developer', 4, null).map((notice) => [notice.to, notice.kind])).toEqual([
      ['customer', 'review'],
    ]);
    // The second rating can be read at once; the first waits for the other's.
    expect(rated('developer', 4, null)[0]?.text).toContain('once you have rated too');
    const both = noticesFor(
      [{ type: 'TicketRated', data: { by: 'developer', rating: 4, feedback: null } }],
      { ...state, ratedBy: ['customer', 'developer'] },
    );
    expect(both[0]?.text).toContain("You can read it on the request's page");
    // Nothing given (neither a rating nor words): nothing to tell.
    expect(rated('customer', null, null)).toEqual([]);
  });

  it('gives the bell its kinds: the plan, a milestone in review, an approval; not a grab', () => {
    const kinds = noticesFor(
      [
        { type: 'PlanSubmitted', data: { to: 'CUSTOMER_REVIEWING_PLAN' } },
        {
          type: 'MilestoneApproved',
          data: { milestoneId: milestoneId!, feedback: null, automatic: false },
        },
        { type: 'TicketGrabbed', data: { developerId: 'dev-3', to: 'DEVELOPER_PLANNING' } },
      ],
      state,
    ).map((notice) => notice.kind);
    expect(kinds).toEqual(['plan_submitted', 'milestone_approved', null]);
  });
});
