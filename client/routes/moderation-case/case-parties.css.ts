import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// Stacked on phones; customer and Unblocker side by side from 700 px.
export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const party = style({ height: '100%' });

export const role = style({
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  color: theme.color.textMuted,
});

// The name and its tag on one line while they fit; a long name wraps at its spaces.
export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1'],
});

export const name = style({
  minWidth: 0,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const email = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  fontSize: theme.fontSize.sm,
  color: theme.color.brandText,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

export const suspension = style({
  padding: theme.space['1.5'],
  borderRadius: theme.radius.md,
  backgroundColor: theme.milestoneStatus.REJECTED.bg,
  color: theme.milestoneStatus.REJECTED.fg,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const reasonLabel = style({ fontWeight: theme.fontWeight.semibold });

export const nobody = style({
  color: theme.color.textMuted,
  fontStyle: 'italic',
});

// The button keeps to its content, at the card's foot.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  marginTop: 'auto',
});
