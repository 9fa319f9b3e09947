import type { HelpTopic } from './help-article.ts';

// Checked against shared/domain/payments and shared/domain/money.ts (fee, beta discount,
// deliverables lock) and the review timers (server/tickets/review-timers.ts).

export const paymentsTopic: HelpTopic = {
  id: 'payments',
  title: 'Payments & escrow',
  articles: [
    {
      id: 'pay-per-milestone',
      title: 'How does paying per milestone work?',
      paragraphs: [
        'You pay for one milestone at a time, by card, through our card payment provider. After you approve the plan you pay for the first milestone; each time you approve a milestone, you are asked to pay for the next one.',
        'Your developer can start a milestone only once it is paid, so work never begins without the money being safely held.',
      ],
    },
    {
      id: 'escrow',
      title: 'What does escrow mean here?',
      paragraphs: [
        'When you pay for a milestone, the money does not go to the developer. Unblock holds it in escrow until you review the work and approve the milestone. Only then is it released: 90% to the developer and 10% to Unblock.',
      ],
    },
    {
      id: 'fees',
      title: 'What does it cost, and what is the fee?',
      paragraphs: [
        'Creating an account and posting requests is free. The Unblocker rate is $50 an hour, and a milestone costs its hourly rate times its estimated time. The 10% platform fee is already included in that price, never added on top.',
        'During the beta, the first hour of your first paid milestone is half price. Unblock covers the difference, so your developer is still paid in full.',
      ],
    },
    {
      id: 'review-deadline',
      title: 'What if I do not review a milestone?',
      paragraphs: [
        'When a milestone is submitted, we email you. A milestone left in review for 14 days is approved automatically, so a developer is never left unpaid indefinitely. We remind you by email on the 7th and 12th days first.',
      ],
    },
    {
      id: 'card-safety',
      title: 'Is my card safe?',
      paragraphs: [
        'You enter your card on the payment provider’s own secure page. Unblock never sees or stores your card details; we keep only a record of the amount and what it paid for.',
      ],
    },
  ],
};

export const refundsTopic: HelpTopic = {
  id: 'refunds',
  title: 'Refunds & disputes',
  articles: [
    {
      id: 'send-back',
      title: 'The work is not right. What can I do?',
      paragraphs: [
        'When a milestone is in review, choose Send Back to Developer and explain what is missing. Feedback is required, so your developer knows exactly what to fix. The money stays in escrow while they work on it again.',
      ],
    },
    {
      id: 'no-solution',
      title: 'What happens if there is no solution?',
      paragraphs: [
        'Sometimes a problem cannot be solved within the plan. If your developer declares no solution, every paid milestone you have not approved is refunded to you, the code for those milestones stays locked, and the request closes.',
        'Milestones you already approved are paid for and their files stay yours.',
      ],
    },
    {
      id: 'dispute',
      title: 'I disagree with my developer. Can I get a refund?',
      paragraphs: [
        'We promise satisfaction or your money back. Talk to your developer first in the discussion; most problems are solved there. If you cannot agree, email support with your request number (the # code on the request).',
        'A moderator reviews the request and the conversation. They can let the work continue, refund the money still held in escrow, or release the milestone under review.',
      ],
    },
    {
      id: 'report-message',
      title: 'How do I report a message?',
      paragraphs: [
        'Open the menu on the message in the discussion and choose Report. The message goes to our moderators and the request is marked Requires Mod Assistance until a moderator has looked at it.',
      ],
    },
  ],
};
