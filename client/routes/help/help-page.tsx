import { Mail } from 'lucide-react';
import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import * as styles from './help-page.css.ts';

// The same address as the public footer's Contact link.
const SUPPORT_EMAIL = 'support@unblock.dev';

// SPEC §2 /pricing "How it works", repeated where a signed-in customer looks for help.
const steps = [
  {
    title: 'Submit a request',
    text: 'Describe the problem, the tools and stack you used, and your budget.',
  },
  {
    title: 'Review the plan',
    text: 'A developer proposes milestones with a price breakdown. Approve it or discuss changes.',
  },
  {
    title: 'Pay per milestone',
    text: 'Your payment is held until the milestone is done and you approve the work.',
  },
] as const;

/** `/help`: how the process works and how to reach a person. */
export function HelpPage() {
  return (
    <Page title="Help" description="How Unblock works, and how to reach us when you need a hand.">
      <PageSection title="How it works">
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title="Contact us">
        <div className={styles.contact}>
          <Mail size={20} aria-hidden="true" className={styles.contactIcon} />
          <p>
            Questions about a request, a payment or your account? Email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and a person will reply.
          </p>
        </div>
      </PageSection>
    </Page>
  );
}
