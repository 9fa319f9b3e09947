import type { ReactNode } from 'react';
import { Container } from '../../components/container.tsx';
import * as styles from './legal-document.css.ts';

/** One numbered part of a legal document: its anchor, heading and text. */
export interface LegalSection {
  /** The in-page anchor (`#id`), stable so people can link to a part. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  /** What the date means, e.g. "Effective" or "Last updated". */
  dateLabel: string;
  /** ISO date for <time>, e.g. "2025-05-13". */
  date: string;
  /** The date as people read it, e.g. "May 13, 2025". */
  dateText: string;
  /** A few plain sentences before the table of contents. */
  intro: ReactNode;
  /** The short version: the points people most need, as list items. */
  summary: readonly ReactNode[];
  sections: readonly LegalSection[];
}

/**
 * The privacy policy and the terms share one shape: a dated heading, a plain-English summary, a
 * table of contents with in-page anchors (beside the text from 900 px, above it on phones), and
 * numbered sections.
 */
export function LegalDocument({
  title,
  dateLabel,
  date,
  dateText,
  intro,
  summary,
  sections,
}: LegalDocumentProps) {
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Legal</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.date}>
          {dateLabel}: <time dateTime={date}>{dateText}</time>
        </p>
        <div className={styles.intro}>{intro}</div>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.tocTitle}>
            Contents
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <aside className={styles.summary} aria-labelledby="legal-summary">
            <h2 id="legal-summary" className={styles.summaryTitle}>
              The short version
            </h2>
            <ul className={styles.summaryList}>
              {summary.map((point, index) => (
                // The list is fixed text written once, so its order is its identity.
                <li key={index}>{point}</li>
              ))}
            </ul>
          </aside>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={styles.section}
            >
              <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
                <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
              </h2>
              <div className={styles.prose}>{section.content}</div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
