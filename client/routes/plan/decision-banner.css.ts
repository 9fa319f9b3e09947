import { style, styleVariants } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// The roadmap's first word: what the request waits for, tinted in its status's colour like the
// badge, with the other side's latest decision under it.
const base = style({
  display: 'flex',
  gap: theme.space['1.5'],
  padding: theme.space['2'],
  borderRadius: theme.radius.lg,
  border: '1px solid',
  borderLeftWidth: '4px',
  lineHeight: theme.lineHeight.normal,
  '@media': { [media.sm]: { padding: `${theme.space['2']} ${theme.space['3']}` } },
});

export const banner = styleVariants(theme.ticketStatus, (colors) => [
  base,
  { backgroundColor: colors.bg, borderColor: colors.solid },
]);

const icon = style({ flexShrink: 0, marginTop: '0.125rem' });

export const iconTone = styleVariants(theme.ticketStatus, (colors) => [icon, { color: colors.fg }]);

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  minWidth: 0,
});

export const awaited = style({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});

export const decision = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  paddingTop: theme.space['1'],
  borderTop: `1px solid ${theme.color.borderStrong}`,
});

export const from = style({ fontSize: theme.fontSize.sm, color: theme.color.textMuted });

export const said = style({
  color: theme.color.text,
  // People write line breaks on purpose (steps to try, error output); keep them.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const label = style({ fontWeight: theme.fontWeight.semibold });
