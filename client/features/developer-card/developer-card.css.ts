import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1.5'],
  padding: theme.space['1.5'],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
  flex: '1 1 10rem',
});

export const label = style({
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: theme.letterSpacing.wide,
});

export const name = style({
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${theme.space['1.5']}`,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
});

export const starOn = style({ color: theme.color.warning });
export const starOff = style({ color: theme.color.textSubtle });

export const link = style({
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':hover': { color: theme.color.brandHover },
});

export const line = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${theme.space['1.5']}`,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
