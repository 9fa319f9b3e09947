import { Suspense, lazy } from 'react';
import { MailCheck, MailOpen, ShieldCheck, UserRoundCheck } from 'lucide-react';
import { PageSection } from '../../features/marketing/page-section.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { whenNear } from '../../lazy/when-near.ts';
import { loadWithApi } from '../../lazy/with-api.tsx';
import * as styles from './application-section.css.ts';

export const APPLICATION_SECTION_ID = 'join';
export const APPLICATION_HEADING_ID = 'join-heading';

// The form's code (its validation, the form library, the API layer) is the larger part of this
// page's JavaScript. It loads in its own chunk once the form is half a screen away, so a visitor
// who reads the top of the page never downloads it and the rest comes alive without it; until
// then the prerendered form is on screen, its submit button disabled.
const ApplicationForm = lazy(() =>
  whenNear(APPLICATION_SECTION_ID)
    .then(() => loadWithApi(() => import('./application-form.tsx'), 'ApplicationForm'))
    .then((module) => ({ default: module.ApplicationForm })),
);

// What happens to an application (docs/lifecycle.md#roles: a moderator reviews it and issues a
// developer invite code), so nobody applies expecting an instant account. It reaches the team
// only once confirmed from the mail, as anyone can type any address.
const nextSteps = [
  { icon: MailOpen, text: 'You confirm your address from the link we email you.' },
  { icon: UserRoundCheck, text: 'A person on our team reads your application.' },
  { icon: MailCheck, text: 'If it is a fit, we email you an invite code.' },
  { icon: ShieldCheck, text: 'You create your Unblocker account and choose the work you take.' },
] as const;

export function ApplicationSection() {
  return (
    <PageSection
      id={APPLICATION_SECTION_ID}
      headingId={APPLICATION_HEADING_ID}
      focusableHeading
      eyebrow="Apply"
      title="Join Our Developer Network"
      intro="Tell us who you are and what you are best at. It takes two minutes."
    >
      <div className={styles.layout}>
        <div className={styles.aside}>
          <h3 className={styles.asideHeading}>What happens next</h3>
          <ol className={styles.nextSteps}>
            {nextSteps.map(({ icon: Icon, text }) => (
              <li key={text} className={styles.nextStep}>
                <span className={styles.nextIcon}>
                  <Icon size={20} aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.card}>
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <ApplicationForm />
          </Suspense>
        </div>
      </div>
    </PageSection>
  );
}
