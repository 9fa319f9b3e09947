import type { ReactNode } from 'react';
import { Container } from '../../components/container.tsx';
import * as styles from './marketing.css.ts';

export interface PageHeroProps {
  /** The heading's id, so the hero section is named by it. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Calls to action under the lead, side by side from 576 px. */
  actions?: ReactNode;
}

/** The top of a public page: what it is about, in one heading and one sentence. */
export function PageHero({ id, eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <Container className={styles.heroInner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id={id} className={styles.heroHeading}>
          {title}
        </h1>
        <p className={styles.heroLead}>{lead}</p>
        {actions && <div className={styles.heroActions}>{actions}</div>}
      </Container>
    </section>
  );
}
