import type { HelpArticle, HelpTopic } from './help-article.ts';

// Typographic apostrophes and quotes read as plain ones, so "provider's" finds "provider’s".
function normalise(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
}

/** The words of a query: every one must appear somewhere in an article for it to match. */
export function searchTerms(query: string): string[] {
  return normalise(query).split(/\s+/).filter(Boolean);
}

function articleMatches(article: HelpArticle, terms: readonly string[]): boolean {
  const text = normalise(`${article.title} ${article.paragraphs.join(' ')}`);
  return terms.every((term) => text.includes(term));
}

/** The topics with at least one matching article, each holding only its matches. */
export function filterTopics(topics: readonly HelpTopic[], terms: readonly string[]): HelpTopic[] {
  if (terms.length === 0) return [...topics];
  return topics.flatMap((topic) => {
    const articles = topic.articles.filter((article) => articleMatches(article, terms));
    return articles.length > 0 ? [{ ...topic, articles }] : [];
  });
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits text into the runs that match a search term and those that do not, for <mark>. */
export function splitByTerms(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0) return [{ text, match: false }];
  const lower = normalise(text);
  const parts: TextPart[] = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const term = terms.find((candidate) => lower.startsWith(candidate, index));
    if (!term) {
      index += 1;
      continue;
    }
    if (index > start) parts.push({ text: text.slice(start, index), match: false });
    parts.push({ text: text.slice(index, index + term.length), match: true });
    index += term.length;
    start = index;
  }
  if (start < text.length) parts.push({ text: text.slice(start), match: false });
  return parts;
}
