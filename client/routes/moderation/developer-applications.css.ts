import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
});

export const groupTitle = style({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.textMuted,
});

// The spinner keeps about the empty state's height, so the page does not jump when it loads.
export const pending = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '10rem',
});
