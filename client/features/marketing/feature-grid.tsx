import type { LucideIcon } from 'lucide-react';
import * as styles from './feature-grid.css.ts';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Icon cards, one column on phones and two from 700 px (four reads as a tidy 2 × 2). */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className={styles.list}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.card}>
          <div className={styles.icon}>
            <Icon size={24} aria-hidden="true" />
          </div>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
