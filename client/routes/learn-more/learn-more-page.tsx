import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../../features/marketing/use-hydrated.ts';
import { AccessTabs } from './access-tabs.tsx';
import { revealAccessSection } from './access-tab.ts';
import type { AccessTab } from './access-tab.ts';
import { HowItWorks } from './how-it-works.tsx';
import { DeveloperInviteIntro } from './developer-invite-intro.tsx';
import { readInviteLink } from './invite-link.ts';
import { useInviteRole } from './invite-role.ts';
import { LearnMoreIntro } from './learn-more-intro.tsx';

/**
 * `/learn-more` (docs/screens.md#routes): what Unblock does for someone stuck on AI-written code,
 * then the two ways in while the beta is closed: the waitlist, or an invite code. A mailed invite
 * link (`?code=CODE#beta-access`) opens Beta Access with its code filled in; a developer's invite
 * speaks to a developer instead of pitching to a customer.
 */
export function LearnMorePage() {
  // The prerendered HTML knows no query or hash: they are read once the page is live, so the
  // hydrating render matches the server's (waitlist) and the invite's tab follows it.
  const hydrated = useHydrated();
  const invite = useMemo(
    () => (hydrated ? readInviteLink(window.location.search, window.location.hash) : null),
    [hydrated],
  );
  const role = useInviteRole(invite?.code ?? '');
  const forDeveloper = role === 'developer';
  const [chosenTab, setTab] = useState<AccessTab | null>(null);
  const tab = chosenTab ?? (invite ? 'beta' : 'waitlist');

  useEffect(() => {
    if (invite) revealAccessSection();
  }, [invite]);

  const choose = (next: AccessTab) => {
    setTab(next);
    revealAccessSection();
  };
  return (
    <>
      {forDeveloper && <DeveloperInviteIntro />}
      {/* Until the server says whose the invite is, the page holds only the invite's form. */}
      {role !== 'developer' && role !== 'asking' && (
        <>
          <LearnMoreIntro onChoose={choose} />
          <HowItWorks />
        </>
      )}
      <AccessTabs
        tab={role === 'developer' || role === 'asking' ? 'beta' : tab}
        onTabChange={setTab}
        inviteCode={invite?.code ?? ''}
        audience={role === 'asking' ? 'invited' : forDeveloper ? 'developer' : 'customer'}
      />
    </>
  );
}
