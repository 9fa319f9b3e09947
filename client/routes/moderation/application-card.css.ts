import { style, styleVariants } from '@vanilla-extract/css';
import { badgeRules, pillRules } from '../../styles/pill.css.ts';
import { media, theme } from '../../styles/theme.css.ts';
import { queueCard } from './queue-card.css.ts';

export { queue } from './queue-card.css.ts';

export const item = style({ display: 'flex', minWidth: 0 });

// The decision (buttons or outcome) beside what the applicant sent, whose bio keeps a readable
// line length.
export const card = queueCard('20rem');

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  minWidth: 0,
  maxWidth: theme.layout.proseWidth,
});

// The badge at the card's edge on phones; beside the name once the decision has its own column.
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space['1.5'],
  '@media': {
    [media.lg]: { justifyContent: 'flex-start' },
  },
});

// A long name breaks inside itself rather than pushing the badge off a 360 px card.
export const name = style({
  minWidth: 0,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
});

export const email = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  alignSelf: 'flex-start',
  maxWidth: '100%',
  color: theme.color.brandText,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

export const factIcon = style({ flexShrink: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space['1.5'],
  rowGap: theme.space['0.5'],
  color: theme.color.textMuted,
});

export const specialty = style({
  ...pillRules,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brandText,
  fontWeight: theme.fontWeight.semibold,
});

// What they wrote, as they wrote it: line breaks kept, long words and addresses broken.
export const bio = style({
  margin: 0,
  color: theme.color.text,
  lineHeight: theme.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const noBio = style({
  fontSize: theme.fontSize.sm,
  fontStyle: 'italic',
  color: theme.color.textMuted,
});

export const link = style({
  color: theme.color.brandText,
  textDecoration: 'underline',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  '@media': {
    [media.lg]: { justifyContent: 'flex-end' },
  },
});

const badgeBase = style({ ...badgeRules, flexShrink: 0 });

// Waiting reads as "in review", approved as accepted, declined as rejected: the milestone
// palettes, which already pass contrast (docs/screens.md#the-look).
const statusColors = {
  new: theme.milestoneStatus.IN_REVIEW,
  invited: theme.milestoneStatus.ACCEPTED,
  declined: theme.milestoneStatus.REJECTED,
};

export const badge = styleVariants(statusColors, (colors) => [
  badgeBase,
  { backgroundColor: colors.bg, color: colors.fg },
]);

export const badgeDot = styleVariants(statusColors, (colors) => ({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: theme.radius.full,
  backgroundColor: colors.solid,
}));

const outcomeBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  padding: theme.space['1.5'],
  borderRadius: theme.radius.md,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
  ':focus-visible': { outline: `2px solid ${theme.color.focusRing}`, outlineOffset: '2px' },
});

export const outcome = styleVariants(statusColors, (colors, status) => [
  outcomeBase,
  {
    backgroundColor: status === 'new' ? theme.color.surfaceMuted : colors.bg,
    color: colors.fg,
  },
]);

export const outcomeIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

export const outcomeText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  minWidth: 0,
});

export const reason = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const reasonLabel = style({ fontWeight: theme.fontWeight.semibold });
