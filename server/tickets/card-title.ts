import { sql, type Column } from 'drizzle-orm';

/**
 * The most of a title a card row carries, in characters: more than a card's two clamped lines
 * show at any width.
 */
const CARD_TITLE_LENGTH = 200;

/**
 * SQL for the `title` of a card row: what a card shows of a request's description
 * (docs/screens.md#request-card: its first line), cut at CARD_TITLE_LENGTH. A description may hold
 * 10,000 characters, often a pasted log, and the lists carried all of it on every card
 * (docs/screens.md, long lists: items carry only what cards show). The first line with text, as
 * `firstLine` reads it; the client's `cardTitle` trims it like any other text.
 */
export function cardTitleOf(description: Column) {
  return sql<string>`left(coalesce(substring(${description} from '\\S[^\\n]*'), ''),
    ${sql.raw(String(CARD_TITLE_LENGTH))})`;
}
