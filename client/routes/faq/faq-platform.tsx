import type { FaqEntry } from '../../features/marketing/faq-accordion.tsx';
import { DEVELOPER_SHARE_PERCENT, PLATFORM_FEE_PERCENT } from '../../features/marketing/prices.ts';

// FAQ "Using the Platform": the request's life, from the customer's side (docs/lifecycle.md).
export const platformFaq: readonly FaqEntry[] = [
  {
    id: 'submit',
    question: 'How do I ask for help?',
    answer: (
      <p>
        Sign in and submit a request: what is wrong, your tech stack, your budget, the kind of
        problem and the AI tool you used. You can attach files such as screenshots, logs or a zip of
        the project. Until an Unblocker takes the request you can still edit or delete it.
      </p>
    ),
  },
  {
    id: 'plan',
    question: 'How does the plan work?',
    answer: (
      <p>
        The Unblocker who takes your request splits the work into milestones, each with a
        description, an estimated time and an hourly rate, so every price is visible up front.
        Approve the plan, or ask for changes and say what you would like different. Nothing is
        charged before you approve.
      </p>
    ),
  },
  {
    id: 'escrow',
    question: 'How do payments and escrow work?',
    answer: (
      <>
        <p>
          You pay one milestone at a time, by card, before work on it starts. We hold that money in
          escrow; the Unblocker does not receive it yet.
        </p>
        <p>
          When they deliver, you review the work. Approve it and the money is released:{' '}
          {DEVELOPER_SHARE_PERCENT}% to the Unblocker and {PLATFORM_FEE_PERCENT}% to the platform.
          Not right yet? Send it back with feedback and they keep working on it.
        </p>
      </>
    ),
  },
  {
    id: 'code-lock',
    question: 'When do I get the code?',
    answer: (
      <p>
        As soon as you approve the milestone. You can see which files were delivered while you
        review, but they unlock for download only once you approve it. That way the developer knows
        they will be paid, and you know you only pay for work you have accepted.
      </p>
    ),
  },
  {
    id: 'review-time',
    question: 'How long do I have to review delivered work?',
    answer: (
      <p>
        Take the time you need to try it. We remind you by email after 7 and 12 days; a milestone
        still waiting after 14 days is approved automatically, so an Unblocker is never left unpaid
        for finished work.
      </p>
    ),
  },
  {
    id: 'chat',
    question: 'Can I talk to my Unblocker?',
    answer: (
      <p>
        Yes. Every request has its own chat where you can send messages and files (up to 10 at a
        time, 20 MB each). Before taking your request, a developer may also message you a question
        or two to be sure they can help.
      </p>
    ),
  },
  {
    id: 'refund',
    question: 'What if something goes wrong?',
    answer: (
      <p>
        While money you paid is held for work under way or waiting for your review, you can choose
        “Request a refund”. A moderator then looks at the request and decides: continue the work,
        refund the milestones you paid for and have not accepted, or release the money for work that
        was delivered. You can also report a message, which sends it to our moderators.
      </p>
    ),
  },
];
