import { useMemo } from 'react';
import { splitLinks } from '../../features/discussions/message-links.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './application-card.css.ts';

/**
 * What the applicant wrote about themselves, or the address of their work: as text, never HTML.
 * Only http(s) addresses become links (anything else, javascript: included, stays text), opened
 * in a new tab that is not handed this page. Line breaks stay; long words and addresses break.
 */
export function ApplicationBio({ bio }: { bio: string }) {
  const parts = useMemo(() => splitLinks(bio), [bio]);
  return (
    <p className={styles.bio}>
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
    </p>
  );
}
