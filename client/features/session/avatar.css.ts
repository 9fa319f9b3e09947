import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const avatar = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: theme.radius.full,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surfaceMuted,
  color: theme.color.textMuted,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: 1,
});

export const size = styleVariants({
  // Inside a line of small text (a request card's party), no taller than the line.
  xs: { width: '1.375rem', height: '1.375rem', fontSize: '0.5625rem' },
  sm: { width: '1.75rem', height: '1.75rem', fontSize: theme.fontSize.xs },
  md: { width: '2.5rem', height: '2.5rem', fontSize: theme.fontSize.sm },
  lg: { width: '4.5rem', height: '4.5rem', fontSize: theme.fontSize.xl },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const initials = style({
  letterSpacing: theme.letterSpacing.wide,
});

// The mark is a filled square; inset so its corners sit inside the circle.
export const mark = style({
  width: '62%',
  height: '62%',
});
