import { style } from '@vanilla-extract/css';
import { theme } from '../styles/theme.css.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['1'],
  color: theme.color.text,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  textDecoration: 'none',
  borderRadius: theme.radius.sm,
  selectors: {
    '&:hover': { color: theme.color.text },
  },
});

export const mark = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
});
