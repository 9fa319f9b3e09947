import { useMemo } from 'react';
import { splitLinks } from './split-links.ts';
import { visuallyHidden } from '../styles/visually-hidden.css.ts';

export interface LinkedTextProps {
  text: string;
  linkClassName: string;
}

/**
 * Text a person typed (a message, an applicant's bio), as text: never parsed as HTML. Only
 * http(s) addresses become links (anything else, javascript: included, stays text), opened in a
 * new tab that is not handed this page. The caller's element keeps line breaks and breaks long
 * words (pre-wrap, overflow-wrap).
 */
export function LinkedText({ text, linkClassName }: LinkedTextProps) {
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
            className={linkClassName}
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
