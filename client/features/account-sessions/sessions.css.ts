import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  backgroundColor: theme.color.surface,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1.5'],
  padding: theme.space['2'],
  selectors: { '& + &': { borderTop: `1px solid ${theme.color.border}` } },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  minWidth: 0,
});

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1'],
  margin: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});

export const tag = style({
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.successSubtle,
  color: theme.color.success,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: '1.5rem',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space['1.5'],
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: theme.space['2'],
});
