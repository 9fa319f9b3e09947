import { useState } from 'react';
import { AccessTabs } from './access-tabs.tsx';
import { revealAccessSection } from './access-tab.ts';
import type { AccessTab } from './access-tab.ts';
import { HowItWorks } from './how-it-works.tsx';
import { LearnMoreIntro } from './learn-more-intro.tsx';

/**
 * `/learn-more` (SPEC §2): what Unblock does for someone stuck on AI-written code, then the two
 * ways in while the beta is closed: the waitlist, or an invite code.
 */
export function LearnMorePage() {
  const [tab, setTab] = useState<AccessTab>('waitlist');
  const choose = (next: AccessTab) => {
    setTab(next);
    revealAccessSection();
  };
  return (
    <>
      <LearnMoreIntro onChoose={choose} />
      <HowItWorks />
      <AccessTabs tab={tab} onTabChange={setTab} />
    </>
  );
}
