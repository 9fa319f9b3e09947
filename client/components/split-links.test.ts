import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links.ts';

describe('splitLinks', () => {
  it('keeps plain text as one part', () => {
    expect(splitLinks('no links here\nsecond line')).toEqual([
      { kind: 'text', text: 'no links here\nsecond line' },
    ]);
  });

  it('returns nothing for an empty text', () => {
    expect(splitLinks('')).toEqual([]);
  });

  it('finds http and https links between text', () => {
    expect(splitLinks('See https://example.com/a?b=1#c and http://x.io now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.io', href: 'http://x.io/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves trailing punctuation and an unmatched closing bracket outside the link', () => {
    expect(splitLinks('(see https://example.com/docs).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.com/docs', href: 'https://example.com/docs' },
      { kind: 'text', text: ').' },
    ]);
    expect(splitLinks('Done: https://example.com!')).toEqual([
      { kind: 'text', text: 'Done: ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps a bracket the link opened itself', () => {
    const url = 'https://en.wikipedia.org/wiki/Bracket_(disambiguation)';
    expect(splitLinks(`${url}, ok`)).toEqual([
      { kind: 'link', text: url, href: url },
      { kind: 'text', text: ', ok' },
    ]);
  });

  it('never turns other schemes or markup into links', () => {
    const text = 'javascript:alert(1) data:text/html,x <a href="https://evil.test">x</a>';
    const parts = splitLinks(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://evil.test',
    ]);
  });

  it('ignores a scheme with no host', () => {
    expect(splitLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });

  it('is case-insensitive on the scheme and keeps every character of the text', () => {
    const text = 'HTTPS://Example.com/Path, then\nhttps://a.b/c?d=e&f=g.';
    const parts = splitLinks(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind === 'link')).toHaveLength(2);
  });
});
