import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const received = style({
  margin: 0,
  marginTop: theme.space['2'],
  paddingTop: theme.space['2'],
  borderTop: `1px solid ${theme.color.border}`,
});

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1'],
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const stars = style({ display: 'inline-flex', gap: '0.125rem', color: '#B45309' });

export const quote = style({
  margin: 0,
  marginTop: theme.space['1'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const sealed = style({
  margin: 0,
  marginTop: theme.space['2'],
  paddingTop: theme.space['2'],
  borderTop: `1px solid ${theme.color.border}`,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
