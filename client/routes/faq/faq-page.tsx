import { ButtonLink } from '../../components/button.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { PageSection } from '../../features/marketing/page-section.tsx';
import { FaqTabs } from './faq-tabs.tsx';
import * as styles from './faq-page.css.ts';

/**
 * `/faq` (docs/screens.md#routes): marketing, then the questions in three tabs. Answers were
 * checked against the product: escrow and release (docs/lifecycle.md), refunds (DeclareNoSolution,
 * OpenDispute), the code lock (shared/domain/payments/deliverables.ts), the review timers
 * (server/tickets/review-timers.ts), who sees a request (server/tickets/viewer.ts) and
 * docs/product.md's privacy facts.
 */
export function FaqPage() {
  return (
    <>
      <PageHero
        id="faq-heading"
        eyebrow="FAQ"
        title="Questions, answered honestly"
        lead="Handing a stranger your half-working project and your money takes trust. Here is exactly how Unblock works: who the developers are, where your money waits, and what happens if things go wrong."
      />
      <PageSection
        headingId="faq-questions-heading"
        title="Frequently asked questions"
        width="prose"
        closeToHero
        headingHidden
      >
        <FaqTabs />
      </PageSection>
      <PageSection
        headingId="faq-more-heading"
        title="Still have a question?"
        intro="The Help Center covers requests, plans, payments and your account step by step."
        tone="surface"
      >
        <div className={styles.actions}>
          <ButtonLink href="/help" size="lg" variant="secondary">
            Visit the Help Center
          </ButtonLink>
          <ButtonLink href="/learn-more" size="lg">
            Unblock Me Now!
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
