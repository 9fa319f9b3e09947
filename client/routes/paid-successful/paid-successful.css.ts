import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  padding: theme.space['2'],
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  minWidth: 0,
});

export const term = style({
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  color: theme.color.textMuted,
});

export const value = style({
  color: theme.color.text,
  fontWeight: theme.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const amount = style([
  value,
  {
    fontSize: theme.fontSize.xl,
    fontWeight: theme.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
]);

const statusBase = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  // Room for two lines on a phone from the start, so a longer status does not push the button.
  minHeight: `calc(2 * ${theme.lineHeight.normal} * 1em)`,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.normal,
});

export const status = styleVariants({
  pending: [statusBase, { color: theme.color.brandText }],
  done: [statusBase, { color: theme.color.success }],
  closed: [statusBase, { color: theme.color.textMuted }],
});

export const statusIcon = style({
  flexShrink: 0,
  marginTop: '0.2rem',
});
