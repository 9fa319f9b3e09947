import { theme } from './theme.css.ts';

/*
 * How text is cut and set where space is short, as rule sets that screens' styles spread into
 * their own (see surfaces.css.ts for why objects). Only plain objects here: this file emits no CSS.
 */

/** Two lines at most: the rest is cut, the full text stays in the accessibility tree. */
export const twoLinesRules = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** One line that ends in an ellipsis rather than widening its row (a name, an author). */
export const oneLineRules = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** A ticket's short id in running text: monospaced, so its characters are told apart. */
export const shortIdRules = {
  fontFamily: theme.font.mono,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
} as const;

/** An accordion item's heading (the h3 around its trigger): body-sized, bold, no margin. */
export const accordionHeadingRules = {
  margin: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
} as const;
