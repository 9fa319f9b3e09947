import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// Form first on phones (it is what the hero's button promised); the explainer sits beside it
// from 900 px.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['3'],
  maxWidth: '30rem',
  marginInline: 'auto',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: '2fr 3fr',
      gap: theme.space['6'],
      alignItems: 'start',
      maxWidth: '60rem',
    },
  },
});

export const aside = style({
  order: 2,
  '@media': {
    [media.lg]: { order: 0, paddingTop: theme.space['2'] },
  },
});

export const asideHeading = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const nextSteps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['2'],
  padding: 0,
  listStyle: 'none',
});

export const nextStep = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1.5'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.snug,
});

export const nextIcon = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brand,
});

export const card = style({
  minWidth: 0,
  padding: theme.space['3'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.lg,
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
  },
});
