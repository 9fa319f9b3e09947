import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// One outcome per row on phones; side by side from 700 px, each with what it means under it.
export const outcomes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  },
});

export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  minWidth: 0,
});

export const summary = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.normal,
});
