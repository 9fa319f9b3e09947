import { style } from '@vanilla-extract/css';
import { paddedCardRules, raisedCardRules } from '../../styles/surfaces.css.ts';
import { theme } from '../../styles/theme.css.ts';

// The spinner keeps about a section's height, so the page does not jump when the case arrives.
export const pending = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
});

/** The line under the title: the request's short id, its status, and how long the case waited. */
export const standing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space['1.5'],
  rowGap: theme.space['0.5'],
});

// Its own line under the badge: why a closed request closed.
export const closed = style({ flexBasis: '100%', color: theme.color.text });

export const shortId = style({
  fontFamily: theme.font.mono,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  color: theme.color.text,
});

// Taken by focus when it appears (the button that led to it may be gone), without a ring for it.
export const notice = style({ outline: 'none' });

/** A white card, as the plan's request details are. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  minWidth: 0,
  ...paddedCardRules,
});

export const muted = style({ color: theme.color.textMuted });

/** The conversation has a window's height of its own, so its composer stays in view. */
export const conversationPane = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: 'calc(100dvh - 8rem)',
  minHeight: '26rem',
  maxHeight: '44rem',
  overflow: 'hidden',
  ...raisedCardRules,
});
