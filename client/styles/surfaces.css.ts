import { media, theme } from './theme.css.ts';

/*
 * Looks that several screens share, as rule sets their styles spread into their own: one place
 * for each look, while every element keeps its one class in its own screen's CSS (no second class
 * whose order across lazy chunks could matter). Only plain objects here: this file emits no CSS.
 */

/** The white card raised off the page: request and queue cards, step and price cards, a profile. */
export const raisedCardRules = {
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.sm,
} as const;

/** A list drawn as one raised card, its rows clipped to the rounded corners (the accordions). */
export const cardListRules = { ...raisedCardRules, overflow: 'hidden' } as const;

/** A row of a list drawn as one card: a hairline between it and the row before. */
export const dividedRowRules = {
  selectors: { '& + &': { borderTop: `1px solid ${theme.color.border}` } },
} as const;

/** A raised card with the app's padding: 16 px on phones, 24 px from 576 px. */
export const paddedCardRules = {
  padding: theme.space['2'],
  ...raisedCardRules,
  '@media': {
    [media.sm]: { padding: theme.space['3'] },
  },
} as const;

/** A page that is one thing (a state, a payment, a checkout): one calm card, centred. */
export const centredCardRules = {
  marginInline: 'auto',
  padding: theme.space['3'],
  backgroundColor: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.xl,
  boxShadow: theme.shadow.md,
  '@media': {
    [media.sm]: { padding: theme.space['5'] },
  },
} as const;

/** A round icon, 3 rem across, centred in its tint: a state's icon, an empty list's. */
export const iconCircleRules = {
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radius.full,
} as const;

/** The dimmed page behind a dialog or a menu panel; each fades it at its own pace. */
export const backdropRules = {
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.overlay,
  backgroundColor: theme.color.overlay,
} as const;
