import { theme } from './theme.css.ts';

/*
 * The small rounded labels, as rule sets that screens' styles spread into their own (see
 * surfaces.css.ts for why objects). Only plain objects here: this file emits no CSS.
 */

/** The pill's size and shape; the colour and weight are its user's. */
export const pillRules = {
  paddingBlock: '0.125rem',
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.full,
  fontSize: theme.fontSize.xs,
} as const;

/** A status badge: a pill with a dot or an icon before its words, never wrapped. */
export const badgeRules = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  ...pillRules,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.normal,
  whiteSpace: 'nowrap',
} as const;
