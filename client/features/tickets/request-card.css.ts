import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { pillRules } from '../../styles/pill.css.ts';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { oneLineRules, shortIdRules, twoLinesRules } from '../../styles/text.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

// Cards sit in a grid: one column on phones, two from 700 px, three from 900 px.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space['3'] },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  width: '100%',
  minWidth: 0,
  ...paddedCardRules,
});

export const top = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  minHeight: '1.25rem',
});

export const shortId = style({
  ...shortIdRules,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const date = style({
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
  whiteSpace: 'nowrap',
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
});

// Two lines at most: long first lines are cut.
export const title = style({
  ...twoLinesRules,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
  color: theme.color.text,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['0.5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  ...pillRules,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brandText,
  fontWeight: theme.fontWeight.medium,
  lineHeight: theme.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const party = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  minWidth: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const partyIcon = style({ flexShrink: 0 });

// The party's track record, under their name (docs/profiles.md#profile-cards).
export const record = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${theme.space['1.5']}`,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const profileLink = style({
  fontWeight: theme.fontWeight.medium,
  color: theme.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const partyName = style({
  ...oneLineRules,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});

// Pushed to the bottom so the buttons of cards in one row line up; as tall as the delete
// button even on cards without one, so every card (and its skeleton) has the same height.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1'],
  minHeight: '2.75rem',
  marginTop: 'auto',
  paddingTop: theme.space['0.5'],
});

export const deleteButton = style({
  marginInlineStart: 'auto',
  color: theme.color.danger,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: theme.color.dangerSubtle },
  },
});

export const spinning = style({
  animation: `${keyframes({ to: { transform: 'rotate(360deg)' } })} 0.8s linear infinite`,
});

// Skeleton: the card's own box and rows, each bar the height of what it stands for.
const pulse = keyframes({ '50%': { opacity: 0.55 } });
const bar = style({
  display: 'block',
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
  animation: `${pulse} 1.6s ${theme.easing.standard} infinite`,
});

export const skeletonBar = styleVariants({
  id: [bar, { width: '4.5rem', height: '1.25rem' }],
  date: [bar, { width: '5rem', height: '1rem' }],
  title: [bar, { width: '80%', height: '1.3rem' }],
  chip: [bar, { width: '6rem', height: '1.375rem', borderRadius: theme.radius.full }],
  party: [bar, { width: '55%', height: '1.3rem' }],
  status: [bar, { width: '100%', height: '2.25rem' }],
  button: [bar, { width: '7.5rem', height: '2.25rem' }],
});
