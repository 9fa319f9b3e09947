import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// The rejected palette: a suspension is a moderator's "no", and it already passes contrast.
export const tag = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: theme.space['0.5'],
  paddingBlock: '0.125rem',
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.full,
  backgroundColor: theme.milestoneStatus.REJECTED.bg,
  color: theme.milestoneStatus.REJECTED.fg,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const icon = style({ flexShrink: 0 });
