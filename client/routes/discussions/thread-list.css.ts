import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  padding: `${theme.space['2']} ${theme.space['2']} ${theme.space['1']}`,
});

export const title = style({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
});

export const count = style({
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  padding: `0 ${theme.space['1']} ${theme.space['1']}`,
  '@media': {
    [media.md]: { overflowY: 'auto' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space['1'],
  padding: `${theme.space['4']} ${theme.space['2']}`,
  textAlign: 'center',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.relaxed,
});

export const emptyTitle = style({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

// Skeleton cards while the list loads: the card's own shape, pulsing gently.
export const skeleton = style({
  height: '6.5rem',
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
});
