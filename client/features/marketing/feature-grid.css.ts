import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';
import { cardGridRules } from './marketing.css.ts';

export const list = style({
  ...cardGridRules,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: theme.space['3'] },
  },
});

export const card = style({
  padding: theme.space['3'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.page,
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: theme.space['2'],
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brand,
});

export const title = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const text = style({
  marginTop: theme.space['1'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});
