import { style } from '@vanilla-extract/css';
import { iconCircleRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const page = style({
  paddingBlock: `${theme.space['4']} ${theme.space['8']}`,
  '@media': {
    [media.md]: { paddingBlock: `${theme.space['5']} ${theme.space['10']}` },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  '@media': {
    [media.sm]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  minWidth: 0,
});

export const title = style({
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  '@media': {
    [media.md]: { fontSize: theme.fontSize['3xl'] },
  },
});

export const description = style({
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
});

/** Why the user was sent here ("Request not found"), apart from the heading above it. */
export const notice = style({ marginTop: theme.space['3'] });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['4'],
  marginTop: theme.space['4'],
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
});

export const sectionTitle = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space['1.5'],
  padding: `${theme.space['5']} ${theme.space['3']}`,
  borderRadius: theme.radius.lg,
  border: `1px dashed ${theme.color.borderStrong}`,
  backgroundColor: theme.color.surface,
  textAlign: 'center',
  '@media': {
    [media.md]: { padding: `${theme.space['6']} ${theme.space['4']}` },
  },
});

export const emptyIcon = style({
  display: 'inline-flex',
  ...iconCircleRules,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brand,
});

export const emptyTitle = style({
  fontWeight: theme.fontWeight.semibold,
});

export const emptyText = style({
  maxWidth: '32rem',
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
  textWrap: 'pretty',
});
