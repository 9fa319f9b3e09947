import { style } from '@vanilla-extract/css';
import { dividedRowRules, raisedCardRules } from '../../styles/surfaces.css.ts';
import { theme } from '../../styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...raisedCardRules,
});

// The milestone takes the row's width but for the amount; the day, where the money stands and
// the receipt go below it. A long title wraps at words, never a few letters a line.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: `${theme.space['0.5']} ${theme.space['2']}`,
  padding: theme.space['2'],
  ...dividedRowRules,
});

export const milestone = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  fontWeight: theme.fontWeight.medium,
  color: theme.color.brandText,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

export const amount = style({
  fontWeight: theme.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const meta = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
});

// At least 24 px tall, a target a finger can hit.
export const receipt = style({
  justifySelf: 'end',
  display: 'inline-block',
  paddingBlock: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '3.5rem',
});
