/** A piece of a message's text: plain text, or an http(s) link to render as an anchor. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A candidate link runs from "http(s)://" to the next whitespace or character that cannot be
// part of a bare URL in prose; what trails it (punctuation, an unmatched bracket) is trimmed.
const CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?*]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** "https://x.y/a)." in "(see https://x.y/a)." is the link "https://x.y/a". */
function trimTrailing(candidate: string): string {
  let link = candidate;
  for (;;) {
    const trimmed = link.replace(TRAILING_PUNCTUATION, '');
    const last = trimmed.at(-1);
    const opener = last === undefined ? undefined : CLOSERS[last];
    // A closing bracket stays when the link opened one itself (Wikipedia-style paths).
    if (
      opener !== undefined &&
      last !== undefined &&
      count(trimmed, last) > count(trimmed, opener)
    ) {
      link = trimmed.slice(0, -1);
      continue;
    }
    return trimmed;
  }
}

/** The link's address when it is a well-formed http(s) URL with a host, else null. */
function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and http(s) links, so the screen renders links as anchors and
 * everything else as text (never as HTML). Other schemes (javascript:, data:) stay text.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const link = trimTrailing(match[0]);
    const href = link.length > 0 ? safeHref(link) : null;
    if (href === null) continue;
    const start = match.index;
    if (start > plainStart) parts.push({ kind: 'text', text: text.slice(plainStart, start) });
    parts.push({ kind: 'link', text: link, href });
    plainStart = start + link.length;
  }
  if (plainStart < text.length) parts.push({ kind: 'text', text: text.slice(plainStart) });
  return parts;
}
