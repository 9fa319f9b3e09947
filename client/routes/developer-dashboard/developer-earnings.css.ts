import { style } from '@vanilla-extract/css';
import { dividedRowRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const list = style({
  listStyle: 'none',
  margin: `${theme.space['2']} 0 0`,
  padding: 0,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${theme.space['0.5']} ${theme.space['2']}`,
  padding: theme.space['2'],
  ...dividedRowRules,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr auto auto' } },
});

// On a phone the milestone's name has the row's whole width, its status and amount below it:
// beside them, a long title was squeezed to a few letters a line.
export const description = style({
  minWidth: 0,
  gridColumn: '1 / -1',
  overflowWrap: 'break-word',
  '@media': { [media.sm]: { gridColumn: 'auto' } },
});

export const status = style({ color: theme.color.textMuted, fontSize: theme.fontSize.sm });

export const amount = style({
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
