import type { LegalSection } from '../../features/legal/legal-document.tsx';

// docs/product.md#terms-and-privacy and docs/payments.md#money: the fee, the card provider, escrow,
// hand-over and refunds.
export const termsMoneySections: readonly LegalSection[] = [
  {
    id: 'payments-and-fees',
    title: 'Payments and the platform fee',
    content: (
      <>
        <p>
          Creating an account is free. Customers pay per milestone, at the price shown in the
          approved plan (the hourly rate times the estimated time). A{' '}
          <strong>10% platform fee is included in that price</strong>, not added on top: the
          developer receives 90% and Unblock keeps 10%.
        </p>
        <p>
          <strong>Payments are made by card through our card payment provider.</strong> Its own
          terms apply to the card transaction, and we never see or store your card details.
        </p>
        <p>
          During the beta, a customer&apos;s first hour of their first paid milestone is half price.
          Unblock covers the difference; the developer is paid in full.
        </p>
      </>
    ),
  },
  {
    id: 'escrow',
    title: 'Escrow: how your payment is held',
    content: (
      <>
        <p>
          <strong>Your payment for each milestone is held in escrow</strong> by Unblock until you
          approve that milestone&apos;s work. The developer is paid only after your approval.
        </p>
        <p>
          When the developer submits a milestone, you can approve it or send it back with feedback.
          A milestone left in review for 14 days without an answer is approved automatically; we
          remind you by email on the 7th and 12th days first.
        </p>
      </>
    ),
  },
  {
    id: 'code-release',
    title: 'When you receive the code',
    content: (
      <p>
        <strong>Code is released only after payment approval.</strong> You can see the files a
        developer delivers for a milestone as soon as they are submitted, and you can download them
        once you approve the milestone and its payment is released. Once released, the code
        delivered for that milestone is yours to use.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'When there is no solution: refunds',
    content: (
      <>
        <p>
          We promise satisfaction or your money back. If the developer finds no solution,{' '}
          <strong>pending funds are refunded</strong>: every paid milestone you have not yet
          approved is refunded to you, and{' '}
          <strong>the code for those milestones is not handed over</strong>. Milestones you have
          already approved are paid for and stay yours.
        </p>
        <p>
          If you and your developer disagree about the work, contact us. A moderator reviews the
          request and may let the work continue, refund what is still held in escrow, or release the
          milestone under review.
        </p>
      </>
    ),
  },
];
