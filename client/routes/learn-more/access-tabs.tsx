import { Suspense, lazy } from 'react';
import { Tabs } from 'radix-ui';
import { Container } from '../../components/container.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { whenNear } from '../../lazy/when-near.ts';
import { loadWithApi } from '../../lazy/with-api.tsx';
import { ACCESS_SECTION_ID } from './access-tab.ts';
import type { AccessTab } from './access-tab.ts';
import { betaAccessPanel, preloadBetaSignUp } from './beta-sign-up-loader.ts';
import * as styles from './access-tabs.css.ts';

// The forms' code (validation, the form library, the API layer) is most of this page's
// JavaScript: the waitlist form loads once its section is half a screen away (until then the
// prerendered form is disabled), Beta Access's content once its tab opens.
const WaitlistForm = lazy(() =>
  whenNear(ACCESS_SECTION_ID)
    .then(() => loadWithApi(() => import('./waitlist-form.tsx'), 'WaitlistForm'))
    .then((module) => ({ default: module.WaitlistForm })),
);
const BetaAccessPanel = lazy(() =>
  betaAccessPanel.load().then((component) => ({ default: component })),
);

/**
 * The two ways in during the private beta (docs/screens.md#routes). Radix renders only the active
 * panel, so the prerendered page carries the waitlist form and the sign-up form is fetched when
 * asked for.
 */
export interface AccessTabsProps {
  tab: AccessTab;
  onTabChange: (tab: AccessTab) => void;
  /** The code of the invite link the page was opened with, filled into the sign-up form. */
  inviteCode?: string;
  /**
   * Whom the section speaks to: a developer opened their invite link (the developer's sign-up, no
   * customer waitlist), or someone opened an invite link whose role the server has not yet said
   * (words true for both, no waitlist yet).
   */
  audience?: 'customer' | 'developer' | 'invited';
}

export function AccessTabs({
  tab,
  onTabChange,
  inviteCode = '',
  audience = 'customer',
}: AccessTabsProps) {
  const forDeveloper = audience === 'developer';
  return (
    <section id={ACCESS_SECTION_ID} className={styles.section} aria-labelledby="access-heading">
      <Container className={styles.grid}>
        {audience === 'invited' ? (
          <div className={styles.copy}>
            <p className={styles.eyebrow}>Your invite</p>
            <h2 id="access-heading" className={styles.heading}>
              Create your account
            </h2>
          </div>
        ) : forDeveloper ? (
          <div className={styles.copy}>
            <p className={styles.eyebrow}>Developer invite</p>
            <h2 id="access-heading" className={styles.heading}>
              Create your developer account
            </h2>
            <p className={styles.text}>
              Your invite code creates one developer account, yours. Once you are in, choose the
              categories you work in on your profile, and the requests that match them show up for
              you to pick up.
            </p>
          </div>
        ) : (
          <div className={styles.copy}>
            <p className={styles.eyebrow}>Private beta</p>
            <h2 id="access-heading" className={styles.heading}>
              Get a developer on your code
            </h2>
            <p className={styles.text}>
              We are letting people in a few at a time, so every request finds a developer quickly
              and nobody waits days for a reply.
            </p>
            <p className={styles.text}>
              <strong>No invite yet?</strong> Join the waitlist and we will email you when there is
              room. <strong>Have an invite code?</strong> Open Beta Access and create your account
              now; it takes a minute.
            </p>
          </div>
        )}
        <Tabs.Root
          value={tab}
          onValueChange={(value) => onTabChange(value === 'beta' ? 'beta' : 'waitlist')}
          className={styles.card}
        >
          <Tabs.List className={styles.tabList} aria-label="How to get access">
            {/* The waitlist is the customers'; an invited developer has nothing to wait for. */}
            {audience === 'customer' && (
              <Tabs.Trigger value="waitlist" className={styles.tab}>
                Join the Waitlist
              </Tabs.Trigger>
            )}
            <Tabs.Trigger
              value="beta"
              className={styles.tab}
              // The form's code starts loading while the pointer or focus heads for it.
              onPointerEnter={preloadBetaSignUp}
              onFocus={preloadBetaSignUp}
            >
              Beta Access
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="waitlist" className={styles.panel}>
            <p className={styles.panelIntro}>
              Tell us who you are and we will let you know when a spot opens.
            </p>
            <Suspense fallback={<Spinner label="Loading the form" />}>
              <WaitlistForm />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="beta" className={styles.panel}>
            <p className={styles.panelIntro}>
              {forDeveloper
                ? 'Your developer invite code is filled in below: create your account to use it.'
                : inviteCode
                  ? 'Your invite code is filled in below: create your account to use it.'
                  : 'Create your account with the invite code from your beta invitation. Beta users pay half price for their first hour.'}
            </p>
            <Suspense fallback={<Spinner label="Loading the sign-up form" />}>
              <BetaAccessPanel inviteCode={inviteCode} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </section>
  );
}
