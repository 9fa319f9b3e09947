import { AccessTabs } from './access-tabs.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LearnMoreIntro } from './learn-more-intro.tsx';

/**
 * `/learn-more` (SPEC §2): what Unblock does for someone stuck on AI-written code, then the two
 * ways in while the beta is closed: the waitlist, or an invite code.
 */
export function LearnMorePage() {
  return (
    <>
      <LearnMoreIntro />
      <HowItWorks />
      <AccessTabs />
    </>
  );
}
