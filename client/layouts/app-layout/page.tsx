import { useId } from 'react';
import type { ReactNode } from 'react';
import { Container } from '../../components/container.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { RedirectNoticeAlert } from '../../features/navigation/redirect-notice-alert.tsx';
import * as styles from './page.css.ts';

/*
 * The building blocks every signed-in screen shares, so headings, spacing and empty states look
 * the same everywhere.
 */

export interface PageProps {
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** Buttons beside the heading (below it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * One screen: its h1, optional description and actions, why the user was sent here if they
 * were (e.g. from a request they may not see), then its sections.
 */
export function Page({ title, description, actions, children }: PageProps) {
  return (
    <Container className={styles.page}>
      <DocumentTitle title={title} />
      <div className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <RedirectNoticeAlert className={styles.notice} />
      <div className={styles.body}>{children}</div>
    </Container>
  );
}

export interface PageSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled region (h2), named by its heading so it shows up as a landmark to screen readers. */
export function PageSection({ title, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface EmptyStateProps {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}

/** A designed "nothing here yet" panel: an icon, an optional title and the explanation. */
export function EmptyState({ icon, title, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      {title && <p className={styles.emptyTitle}>{title}</p>}
      <div className={styles.emptyText}>{children}</div>
    </div>
  );
}
