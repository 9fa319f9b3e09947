import { style, styleVariants } from '@vanilla-extract/css';
import { badgeRules } from '../../styles/pill.css.ts';
import { theme } from '../../styles/theme.css.ts';

const badge = style(badgeRules);

// The dot is the `solid` colour (≥ 3:1 on white); the text is `fg` on `bg` (≥ 4.5:1).
const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: theme.radius.full,
  flexShrink: 0,
});

// One variant per status, straight from the theme's status palettes (docs/screens.md#the-look).
const tone = (colors: { bg: string; fg: string }) => [
  badge,
  { backgroundColor: colors.bg, color: colors.fg },
];

export const ticketBadge = styleVariants(theme.ticketStatus, tone);
export const milestoneBadge = styleVariants(theme.milestoneStatus, tone);

export const ticketDot = styleVariants(theme.ticketStatus, (colors) => [
  dot,
  { backgroundColor: colors.solid },
]);
export const milestoneDot = styleVariants(theme.milestoneStatus, (colors) => [
  dot,
  { backgroundColor: colors.solid },
]);
