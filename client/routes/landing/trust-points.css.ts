import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const section = style({
  paddingBlock: theme.space['8'],
  backgroundColor: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  '@media': {
    [media.md]: { paddingBlock: theme.space['12'] },
  },
});

export const header = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  marginBottom: theme.space['6'],
  textAlign: 'center',
});

export const eyebrow = style({
  marginBottom: theme.space['1'],
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const heading = style({
  fontSize: theme.fontSize['3xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.snug,
  '@media': {
    [media.md]: { fontSize: theme.fontSize['4xl'] },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['3'],
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space['4'] },
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

export const cardTitle = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const cardText = style({
  marginTop: theme.space['1'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});
