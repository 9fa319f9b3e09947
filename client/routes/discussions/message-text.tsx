import { useMemo } from 'react';
import { splitLinks } from '../../features/discussions/message-links.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './message.css.ts';

/**
 * A message's text, as text: never parsed as HTML. Line breaks stay (pre-wrap), long words
 * break, and http(s) addresses are links that open in a new tab without handing it the page.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={styles.link}
          >
            {part.text}
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
