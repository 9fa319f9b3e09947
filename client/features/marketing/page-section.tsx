import type { ComponentProps, ReactNode } from 'react';
import { Container } from '../../components/container.tsx';
import { cx } from '../../components/cx.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './marketing.css.ts';

export type PageSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The heading's id; the section is named by its heading. */
  headingId: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Alternate bands so neighbouring sections read apart. */
  tone?: keyof typeof styles.band;
  /** `prose` for a reading-width column (FAQ, forms). */
  width?: 'wide' | 'prose';
  /** Follows the hero closely, as the page's main content right under its intro. */
  closeToHero?: boolean;
  /** Heading for screen readers and the outline only, when the hero already says it. */
  headingHidden?: boolean;
  /** Lets an in-page link move focus to the heading (it is not in the tab order otherwise). */
  focusableHeading?: boolean;
  children: ReactNode;
};

/** A titled band of a public page: eyebrow, heading, one line of intro, then the content. */
export function PageSection({
  headingId,
  eyebrow,
  title,
  intro,
  tone = 'page',
  width = 'wide',
  closeToHero = false,
  headingHidden = false,
  focusableHeading = false,
  className,
  children,
  ...props
}: PageSectionProps) {
  return (
    <section
      className={cx(styles.band[tone], closeToHero && styles.closeToHero, className)}
      aria-labelledby={headingId}
      {...props}
    >
      <Container width={width}>
        <div className={headingHidden ? visuallyHidden : styles.sectionHeader}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2
            id={headingId}
            className={styles.sectionHeading}
            tabIndex={focusableHeading ? -1 : undefined}
          >
            {title}
          </h2>
          {intro && <p className={styles.sectionIntro}>{intro}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
