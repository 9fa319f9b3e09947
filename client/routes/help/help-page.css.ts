import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

const card = {
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.sm,
} as const;

export const steps = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const step = style({
  ...card,
  display: 'flex',
  gap: theme.space['1.5'],
  padding: theme.space['3'],
});

export const number = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brandText,
  fontWeight: theme.fontWeight.semibold,
});

export const stepTitle = style({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
});

export const stepText = style({
  marginTop: theme.space['0.5'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const contact = style({
  ...card,
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1.5'],
  padding: theme.space['3'],
  lineHeight: theme.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const contactIcon = style({
  flexShrink: 0,
  marginTop: '0.2rem',
  color: theme.color.brand,
});
