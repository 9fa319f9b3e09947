import { style } from '@vanilla-extract/css';
import { dividedRowRules, raisedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

// Three totals: on a phone one short row each (the label, its amount at the end), side by side
// as cards from 576 px.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['1'],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space['2'] },
  },
});

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  padding: `${theme.space['1.5']} ${theme.space['2']}`,
  ...raisedCardRules,
  '@media': {
    [media.sm]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
      gap: theme.space['1'],
      padding: theme.space['3'],
    },
  },
});

export const label = style({
  minWidth: 0,
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  lineHeight: theme.lineHeight.snug,
});

export const value = style({
  flexShrink: 0,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.sm]: { fontSize: theme.fontSize['2xl'] } },
});

export const list = style({
  listStyle: 'none',
  margin: `${theme.space['2']} 0 0`,
  padding: 0,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
});

// The milestone's name has the row's width but for the amount; where its money is goes below
// it. On a phone the name takes the whole width and the amount sits beside where the money is:
// beside the amount, a long title was squeezed to a few letters a line.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"description description" "status amount"',
  alignItems: 'baseline',
  gap: `${theme.space['0.5']} ${theme.space['2']}`,
  padding: theme.space['2'],
  ...dividedRowRules,
  '@media': {
    [media.sm]: { gridTemplateAreas: '"description amount" "status status"' },
  },
});

export const description = style({
  gridArea: 'description',
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const status = style({
  gridArea: 'status',
  minWidth: 0,
  overflowWrap: 'break-word',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
});

export const amount = style({
  gridArea: 'amount',
  fontWeight: theme.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '3.5rem',
  marginTop: theme.space['2'],
});
