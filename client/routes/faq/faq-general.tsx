import { Link } from 'wouter';
import type { FaqEntry } from '../../features/marketing/faq-accordion.tsx';
import {
  BETA_FIRST_HOUR_TEXT,
  PLATFORM_FEE_PERCENT,
  STANDARD_RATE_TEXT,
} from '../../features/marketing/prices.ts';

// FAQ "General": who it is for and what it costs. Every claim here is checked against the code
// (see faq-page.tsx); change the product before the copy, never the other way round.
export const generalFaq: readonly FaqEntry[] = [
  {
    id: 'what-is-unblock',
    question: 'What is Unblock?',
    answer: (
      <>
        <p>
          A place to get unstuck when code an AI tool wrote stops working and the AI cannot get it
          working again. You describe the problem, a vetted developer (we call them Unblockers)
          plans the fix in milestones, works with you in chat and hands over the result.
        </p>
        <p>
          It does not matter which tool wrote the code: ChatGPT, Claude, Cursor, Bolt.new, Lovable,
          Replit, Copilot, Windsurf or another.
        </p>
      </>
    ),
  },
  {
    id: 'who-are-unblockers',
    question: 'Who are the Unblockers?',
    answer: (
      <p>
        Freelance developers who applied to join and were reviewed by a person on our team. Only
        those we invite can create a developer account, and each one sees only requests in the areas
        they work in: web, mobile, backend or infrastructure.
      </p>
    ),
  },
  {
    id: 'cost',
    question: 'How much does it cost?',
    answer: (
      <p>
        Creating an account is free. Unblockers work at {STANDARD_RATE_TEXT}, and beta users pay{' '}
        {BETA_FIRST_HOUR_TEXT}. Each milestone shows its estimated time and price before you approve
        the plan, and the {PLATFORM_FEE_PERCENT}% platform fee is already included in that price.{' '}
        <Link href="/pricing">See pricing with a worked example</Link>.
      </p>
    ),
  },
  {
    id: 'no-solution',
    question: 'What if my problem cannot be solved?',
    answer: (
      <p>
        Then you do not pay for it. If your Unblocker concludes there is no solution, every
        milestone you paid for but have not accepted is refunded to you, and its code stays with the
        developer. Milestones you already approved are yours and stay paid.
      </p>
    ),
  },
  {
    id: 'who-can-join',
    question: 'Who can use Unblock?',
    answer: (
      <p>
        Adults (18 or older) living in the United States. We are in beta, so signing up needs an
        invite code; <Link href="/learn-more">join the waiting list</Link> and we will email you one
        as soon as a place opens.
      </p>
    ),
  },
];
