import { PageHero } from '../../features/marketing/page-hero.tsx';
import { PageSection } from '../../features/marketing/page-section.tsx';
import { StepList } from '../../features/marketing/step-list.tsx';
import type { Step } from '../../features/marketing/step-list.tsx';
import { developerSteps } from '../become-unblocker/developer-content.tsx';

// The invited developer's three steps: the product's (create profile, match with requests,
// unblock and earn), the first told to someone whose application is already approved.
const invitedSteps: readonly Step[] = [
  {
    title: 'Create your profile',
    text: 'Create your developer account below with your invite code, then choose the areas you work in: web, mobile, backend or infrastructure.',
  },
  ...developerSteps.slice(1),
];

/**
 * The top of `/learn-more` opened from a developer's invite link (the approval mail,
 * docs/moderation.md): becoming an Unblocker, in place of the customer's pitch.
 */
export function DeveloperInviteIntro() {
  return (
    <>
      <PageHero
        id="learn-more-heading"
        eyebrow="Developer invite"
        title="Become an Unblocker"
        lead="Your application is approved. AI tools get people most of the way, then leave them stuck: pick the requests that fit your skills, plan the fix in paid milestones, and be the developer who gets their project working."
      />
      <PageSection
        headingId="invite-steps-heading"
        eyebrow="How it works"
        title="Three steps to your first fix"
      >
        <StepList steps={invitedSteps} />
      </PageSection>
    </>
  );
}
