import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['3'],
});

export const picture = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  minWidth: 0,
});

export const current = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1.5'],
});

export const currentText = style({
  flex: '1 1 10rem',
  minWidth: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: theme.space['4'],
});
