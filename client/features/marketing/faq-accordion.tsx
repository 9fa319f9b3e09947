import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import * as styles from './faq-accordion.css.ts';

export interface FaqEntry {
  /** Stable key, and part of the question's and answer's element ids: a short slug. */
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

/** Up and Down move between the questions, Home and End to the first and last (WAI-ARIA APG). */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Questions that open one at a time (one answer open at a time, docs/screens.md#routes), and close
 * again on a second click: the WAI-ARIA accordion pattern, a button in a heading that says whether
 * its answer is expanded. Plain React rather than a component library: on the public pages, whose
 * JavaScript budget this is, the library's accordion cost three chunks (11 KB) and their work while
 * the page comes alive. Every answer is in the prerendered HTML; CSS hides the closed ones.
 */
export function FaqAccordion({ entries, headingLevel = 3 }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [openId, setOpenId] = useState<string | null>(null);
  const ids = useId();
  const questions = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    questions.current[move(index, entries.length)]?.focus();
  };

  return (
    <div className={styles.root}>
      {entries.map((entry, index) => {
        const open = entry.id === openId;
        const state = open ? 'open' : 'closed';
        const questionId = `${ids}-${entry.id}-question`;
        const answerId = `${ids}-${entry.id}-answer`;
        return (
          <div key={entry.id} className={styles.item}>
            <Heading className={styles.header}>
              <button
                ref={(element) => {
                  questions.current[index] = element;
                }}
                type="button"
                id={questionId}
                aria-expanded={open}
                aria-controls={answerId}
                data-state={state}
                className={styles.trigger}
                onClick={() => setOpenId(open ? null : entry.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                {entry.question}
                <ChevronDown className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              data-state={state}
              className={styles.content}
            >
              <div className={styles.answer}>{entry.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
