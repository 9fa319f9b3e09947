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
});
