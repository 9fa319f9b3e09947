import { buttonRecipe } from '../../components/button.css.ts';
import { FaqAccordion } from '../../features/marketing/faq-accordion.tsx';
import { FeatureGrid } from '../../features/marketing/feature-grid.tsx';
import { JumpLink } from '../../features/marketing/jump-link.tsx';
import { PageHero } from '../../features/marketing/page-hero.tsx';
import { PageSection } from '../../features/marketing/page-section.tsx';
import { StepList } from '../../features/marketing/step-list.tsx';
import {
  APPLICATION_HEADING_ID,
  APPLICATION_SECTION_ID,
  ApplicationSection,
} from './application-section.tsx';
import { developerBenefits, developerFaq, developerSteps } from './developer-content.tsx';

/**
 * `/become-unblocker` (docs/screens.md#routes): hero with a button to the form, three steps, four
 * benefits, the "Join Our Developer Network" form and a FAQ.
 */
export function BecomeUnblockerPage() {
  return (
    <>
      <PageHero
        id="become-heading"
        eyebrow="For developers"
        title="Become an Unblocker"
        lead="AI tools get people most of the way, then leave them stuck. Pick the requests that fit your skills, plan the fix in paid milestones, and be the developer who gets their project working."
        actions={
          <JumpLink
            targetId={APPLICATION_SECTION_ID}
            focusId={APPLICATION_HEADING_ID}
            className={buttonRecipe({ size: 'lg' })}
          >
            Apply to Join
          </JumpLink>
        }
      />
      <PageSection
        headingId="how-heading"
        eyebrow="How it works"
        title="Three steps to your first fix"
      >
        <StepList steps={developerSteps} />
      </PageSection>
      <PageSection
        headingId="benefits-heading"
        eyebrow="Why Unblock"
        title="Good work, on your terms"
        tone="surface"
      >
        <FeatureGrid features={developerBenefits} />
      </PageSection>
      <ApplicationSection />
      <PageSection
        headingId="developer-faq-heading"
        title="Questions from developers"
        width="prose"
        tone="surface"
      >
        <FaqAccordion entries={developerFaq} />
      </PageSection>
    </>
  );
}
