import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const causes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cause = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  minWidth: 0,
  maxWidth: `calc(${theme.layout.proseWidth} + 4rem)`,
});

export const resolution = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  padding: theme.space['1.5'],
  borderRadius: theme.radius.md,
  backgroundColor: theme.milestoneStatus.ACCEPTED.bg,
  color: theme.milestoneStatus.ACCEPTED.fg,
  lineHeight: theme.lineHeight.normal,
});

export const resolutionIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

export const resolutionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  minWidth: 0,
});

export const resolutionTitle = style({ fontWeight: theme.fontWeight.semibold });

export const reason = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const reasonLabel = style({ fontWeight: theme.fontWeight.semibold });
