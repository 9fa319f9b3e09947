import { ButtonLink } from '../../components/button.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { PageSection } from '../../features/marketing/page-section.tsx';
import { StepList } from '../../features/marketing/step-list.tsx';
import type { Step } from '../../features/marketing/step-list.tsx';
import { PricePoints } from './price-points.tsx';
import { WorkedExample } from './worked-example.tsx';
import * as styles from './pricing-page.css.ts';

// /pricing (docs/screens.md#routes): the three steps, in the product's words.
const steps: readonly Step[] = [
  {
    title: 'Submit a request',
    text: 'Tell us where the project is stuck, which AI tool built it, and your budget.',
  },
  {
    title: 'Review the plan',
    text: 'An Unblocker proposes milestones with a price breakdown. Approve it, or discuss changes first.',
  },
  {
    title: 'Make a payment',
    text: 'Pay one milestone at a time. We hold the money until the milestone is done and you approve it.',
  },
];

/**
 * `/pricing` (docs/screens.md#routes): what things cost, and a plan priced by the product's own
 * money code.
 */
export function PricingPage() {
  return (
    <>
      <PageHero
        id="pricing-heading"
        eyebrow="Pricing"
        title="Clear prices, no surprises"
        lead="Creating an account is free. You pay only for work in a plan you have approved, one milestone at a time, and we hold the money until you approve the result."
      />
      <PageSection headingId="rates-heading" title="What it costs">
        <PricePoints />
      </PageSection>
      <PageSection
        headingId="steps-heading"
        eyebrow="How it works"
        title="Three steps from stuck to working"
        tone="surface"
      >
        <StepList steps={steps} />
      </PageSection>
      <PageSection
        headingId="example-heading"
        eyebrow="Worked example"
        title="What a plan really costs"
        intro="Two milestones at the standard rate, priced exactly as the app prices them."
      >
        <WorkedExample />
      </PageSection>
      <PageSection
        headingId="closing-heading"
        title="Ready to get unstuck?"
        intro="If no solution is found, money for milestones you paid but did not accept comes back to you."
        tone="surface"
      >
        <div className={styles.closing}>
          <ButtonLink href="/learn-more" size="lg">
            Unblock Me Now!
          </ButtonLink>
          <ButtonLink href="/faq" size="lg" variant="secondary">
            Read the FAQ
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
