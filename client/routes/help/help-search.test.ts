import { describe, expect, it } from 'vitest';
import { filterTopics, searchTerms, splitByTerms } from './help-search.ts';
import { helpTopics } from './help-topics.ts';

const titles = (query: string) =>
  filterTopics(helpTopics, searchTerms(query)).flatMap((topic) =>
    topic.articles.map((article) => article.title),
  );

describe('help search', () => {
  it('keeps every article for an empty query', () => {
    const total = helpTopics.reduce((sum, topic) => sum + topic.articles.length, 0);
    expect(titles('   ')).toHaveLength(total);
  });

  it('matches titles and bodies, ignoring case, and needs every word', () => {
    expect(titles('ESCROW')).toContain('What does escrow mean here?');
    // "14 days" is only in a body.
    expect(titles('14 days')).toEqual(['What if I do not review a milestone?']);
    expect(titles('escrow zebra')).toEqual([]);
  });

  it('reads a typed apostrophe as the typographic one', () => {
    expect(titles("provider's own")).toEqual(['Is my card safe?']);
  });

  it('marks the matching runs and keeps the rest', () => {
    expect(splitByTerms('Pay per Milestone', ['milestone'])).toEqual([
      { text: 'Pay per ', match: false },
      { text: 'Milestone', match: true },
    ]);
    expect(splitByTerms('abc', [])).toEqual([{ text: 'abc', match: false }]);
  });
});
