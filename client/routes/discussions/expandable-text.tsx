import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../components/cx.ts';
import * as styles from './conversation-header.css.ts';

/**
 * The request's description under the conversation's title: two lines, with "Show more" when it
 * is longer, so the messages keep the room.
 */
export function ExpandableText({ text }: { text: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // Whether two lines cut it depends on the width: measured again whenever the box resizes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <>
      <p
        id={id}
        ref={ref}
        className={cx(styles.body, expanded && styles.bodyExpanded)}
        data-clamped={!expanded}
        // Scrollable when expanded: reachable by keyboard then.
        tabIndex={expanded ? 0 : undefined}
      >
        {text}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}
