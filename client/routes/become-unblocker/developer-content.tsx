import { Briefcase, Clock, Cpu, HeartHandshake } from 'lucide-react';
import type { FaqEntry } from '../../features/marketing/faq-accordion.tsx';
import type { Feature } from '../../features/marketing/feature-grid.tsx';
import type { Step } from '../../features/marketing/step-list.tsx';
import {
  DEVELOPER_SHARE_PERCENT,
  PLATFORM_FEE_PERCENT,
  STANDARD_RATE_TEXT,
} from '../../features/marketing/prices.ts';

// /become-unblocker (docs/screens.md#routes): three steps and four benefits, in the product's
// order.
export const developerSteps: readonly Step[] = [
  {
    title: 'Create your profile',
    text: 'Apply below. Once we invite you, set up your account and choose the areas you work in: web, mobile, backend or infrastructure.',
  },
  {
    title: 'Match with requests',
    text: 'See open requests in your areas. Ask the customer a question first if you need to, then take the ones you can fix.',
  },
  {
    title: 'Unblock and earn',
    text: 'Plan the work in milestones, deliver each one, and get paid from escrow when the customer approves it.',
  },
];

export const developerBenefits: readonly Feature[] = [
  {
    icon: Clock,
    title: 'Flexible work',
    text: 'No shifts and no minimum hours. You choose which requests to take and plan the time each milestone needs.',
  },
  {
    icon: Briefcase,
    title: 'Extra income',
    text: `Every milestone is paid into escrow before you start it, so you never chase an invoice. You keep ${DEVELOPER_SHARE_PERCENT}% of each price.`,
  },
  {
    icon: HeartHandshake,
    title: 'Make an impact',
    text: 'Founders, makers and small teams come to us stuck and stressed. You are the person who gets their project moving again.',
  },
  {
    icon: Cpu,
    title: 'Cutting-edge experience',
    text: 'See how code from ChatGPT, Claude, Cursor, Bolt.new and Lovable breaks in real projects, and learn to fix it fast.',
  },
];

// The developer's side of the lifecycle (docs/lifecycle.md#who-may-do-what), checked against the
// ticket machine.
export const developerFaq: readonly FaqEntry[] = [
  {
    id: 'who-can-apply',
    question: 'Who can apply?',
    answer: (
      <p>
        Developers who enjoy untangling code they did not write, in JavaScript, Python, AI/ML or
        across the full stack. You need to be 18 or older and live in the United States.
      </p>
    ),
  },
  {
    id: 'review',
    question: 'How are applications reviewed?',
    answer: (
      <p>
        Once you confirm yours from the link we email you, a person on our team reads it. If your
        experience fits the requests people bring us, we email you an invite code that creates a
        developer account. We may take a while to reply while the beta is small.
      </p>
    ),
  },
  {
    id: 'earnings',
    question: 'How much can I earn?',
    answer: (
      <p>
        You set each milestone’s estimated time and hourly rate; new milestones start at{' '}
        {STANDARD_RATE_TEXT}. The customer sees the price before approving, and you keep{' '}
        {DEVELOPER_SHARE_PERCENT}% of it: the {PLATFORM_FEE_PERCENT}% platform fee is included, not
        added. Beta discounts come out of our share, never yours.
      </p>
    ),
  },
  {
    id: 'paid',
    question: 'When do I get paid?',
    answer: (
      <p>
        The customer pays a milestone into escrow before you start it. When you deliver and they
        approve, the money is released to you. If they have not reviewed it after 14 days, the
        milestone is approved automatically.
      </p>
    ),
  },
  {
    id: 'stuck',
    question: 'What if I cannot solve a request?',
    answer: (
      <p>
        Say so honestly. Before work starts you can hand the request back for someone else. Once
        work is under way you can declare that there is no solution: the customer is refunded for
        milestones they paid and did not accept, and that code stays with you.
      </p>
    ),
  },
];
