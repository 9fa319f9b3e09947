import type { LucideIcon } from 'lucide-react';
import { ClipboardList, FileCode2, LifeBuoy, LockKeyhole } from 'lucide-react';
import { Container } from '../../components/container.tsx';
import * as styles from './learn-more.css.ts';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

// The product's flow (docs/product.md#how-it-works), told from the customer's side, in the order it
// happens to them.
const steps: readonly Step[] = [
  {
    icon: LifeBuoy,
    title: 'Tell us where you are stuck',
    text: 'Describe what you were building, the AI tool you used, your stack and your budget. Attach logs or screenshots if you have them. Posting a request is free.',
  },
  {
    icon: ClipboardList,
    title: 'Approve a plan you understand',
    text: 'An Unblocker takes your request and proposes milestones, each with what will be done, the estimated time and the price. Approve it or ask for changes: nothing is charged before you approve.',
  },
  {
    icon: LockKeyhole,
    title: 'Pay one milestone at a time',
    text: 'Your payment for a milestone is held in escrow. The developer is paid only after you have looked at the work and approved it. You can chat with them the whole way.',
  },
  {
    icon: FileCode2,
    title: 'Get working code, or your money back',
    text: 'Approving a milestone unlocks its files for you. If no solution is found, the money for unfinished milestones is refunded and that code is not handed over.',
  },
];

export function HowItWorks() {
  return (
    <section className={styles.stepsSection} aria-labelledby="how-heading">
      <Container>
        <h2 id="how-heading" className={styles.sectionHeading}>
          From stuck to shipped, in four steps
        </h2>
        <ol className={styles.steps}>
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className={styles.step}>
              <div className={styles.stepTop}>
                <span className={styles.stepIcon} aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className={styles.stepNumber}>Step {index + 1}</span>
              </div>
              <h3 className={styles.stepTitle}>{title}</h3>
              <p className={styles.stepText}>{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
