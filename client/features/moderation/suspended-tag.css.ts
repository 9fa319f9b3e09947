import { style } from '@vanilla-extract/css';
import { badgeRules } from '../../styles/pill.css.ts';
import { theme } from '../../styles/theme.css.ts';

// The rejected palette: a suspension is a moderator's "no", and it already passes contrast.
export const tag = style({
  ...badgeRules,
  flexShrink: 0,
  backgroundColor: theme.milestoneStatus.REJECTED.bg,
  color: theme.milestoneStatus.REJECTED.fg,
});

export const icon = style({ flexShrink: 0 });
