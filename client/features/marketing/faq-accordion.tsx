import type { ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import * as styles from './faq-accordion.css.ts';

export interface FaqEntry {
  /** Stable key and Radix value: a short slug of the question. */
  id: string;
  question: string;
  /** One or more paragraphs. */
  answer: ReactNode;
}

export interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** The questions' heading level, so they sit under the section's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * Questions that open one at a time (SPEC §2: one answer open at a time), and close again on a
 * second click. Radix gives the button/region wiring and arrow-key moves between questions.
 */
export function FaqAccordion({ entries, headingLevel = 3 }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root type="single" collapsible className={styles.root}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} className={styles.item}>
          <Accordion.Header asChild>
            <Heading className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>
                {entry.question}
                <ChevronDown className={styles.chevron} aria-hidden="true" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          {/* forceMount: every answer is in the prerendered HTML; CSS hides the closed ones. */}
          <Accordion.Content forceMount className={styles.content}>
            <div className={styles.answer}>{entry.answer}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
