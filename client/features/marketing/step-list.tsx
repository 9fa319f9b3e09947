import type { ReactNode } from 'react';
import * as styles from './step-list.css.ts';

export interface Step {
  title: string;
  text: ReactNode;
}

/**
 * Numbered steps in an ordered list, so "step 2 of 3" is heard as well as seen; the drawn
 * number is decoration over the list's own numbering.
 */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
