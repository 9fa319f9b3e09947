import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { breakpoints } from '../../styles/theme.css.ts';
import { useMediaQuery } from '../../features/discussions/use-media-query.ts';
import * as styles from './case-sections.css.ts';

export interface CaseSection {
  label: string;
  content: ReactNode;
}

/** Below this width the sections stack too tall to scroll through (5,077 px at 360 px). */
const NARROW = `(max-width: ${breakpoints.md - 0.02}px)`;

/**
 * The case's parts (the case itself, the conversation, the request with its plan, its history) as
 * tabs on narrow screens, so the moderator moves between them without scrolling past the others
 * (docs/moderation.md). Wide screens show them one under the other, as before. Every part stays
 * mounted either way: the live conversation keeps its place and what was typed in it.
 */
export function CaseSections({ sections }: { sections: readonly CaseSection[] }) {
  const narrow = useMediaQuery(NARROW);
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const top = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  const select = (index: number) => {
    setSelected(index);
    // A part read from its start: scrolled down in a long one, the next opens at its top.
    const start = top.current;
    if (start && start.getBoundingClientRect().top < 0) {
      start.scrollIntoView({ block: 'start' });
    }
  };

  // The tabs pattern's keys: arrows move along (and wrap), Home and End go to either end.
  const onKeyDown = (event: KeyboardEvent) => {
    const last = sections.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div ref={top} className={styles.anchor} />
      {narrow && (
        <div
          role="tablist"
          aria-label="Parts of the case"
          className={styles.tablist}
          onKeyDown={onKeyDown}
        >
          {sections.map((section, index) => (
            <button
              key={section.label}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId(index)}
              tabIndex={index === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index)}
            >
              {section.label}
            </button>
          ))}
        </div>
      )}
      {sections.map((section, index) =>
        narrow ? (
          <div
            key={section.label}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={index !== selected}
            className={styles.panel}
          >
            {section.content}
          </div>
        ) : (
          <div key={section.label} className={styles.together}>
            {section.content}
          </div>
        ),
      )}
    </>
  );
}
