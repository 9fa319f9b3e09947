import { LegalDocument } from '../../features/legal/legal-document.tsx';
import { termsSections } from './terms-sections.tsx';

/**
 * `/terms-and-conditions` (docs/product.md#terms-and-privacy): dated May 13, 2025, governed by New
 * York law.
 */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      dateLabel="Last updated"
      date="2025-05-13"
      dateText="May 13, 2025"
      intro={
        <p>
          These terms are the agreement between you and Unblock. We have tried to write them the way
          we would explain them to you in person: what each side can expect, how your money is
          protected, and what happens when things do not work out.
        </p>
      }
      summary={[
        'You must be 18 or older and live in the United States to use Unblock.',
        'Prices include a 10% platform fee. Card payments go through our card payment provider.',
        'Each milestone’s payment is held in escrow until you approve the work.',
        'Code is released only after payment approval.',
        'If no solution is found, pending funds are refunded and the code is not handed over.',
        'These terms are governed by the laws of the State of New York.',
      ]}
      sections={termsSections}
    />
  );
}
