import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['3'],
  padding: theme.space['3'],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  margin: 0,
  flex: '1 1 16rem',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: theme.space['0.5'] });

export const factLabel = style({
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: theme.letterSpacing.wide,
});

export const factValue = style({ margin: 0, fontWeight: theme.fontWeight.medium });

export const bio = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: theme.lineHeight.relaxed,
});

export const muted = style({ margin: 0, color: theme.color.textMuted });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `${theme.space['0.5']} ${theme.space['1.5']}`,
  borderRadius: theme.radius.full,
  background: theme.color.brandSubtle,
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
});

export const reviews = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  padding: theme.space['2'],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
});

export const stars = style({ display: 'inline-flex', gap: '0.125rem', color: theme.color.warning });

export const reviewText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const reviewer = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
