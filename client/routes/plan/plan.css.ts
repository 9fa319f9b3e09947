import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  ...paddedCardRules,
});

export const detailsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space['1'],
});

export const requestTitle = style({
  minWidth: 0,
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['1.5'],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: theme.space['0.5'] });

export const factLabel = style({
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  color: theme.color.textMuted,
});

export const factValue = style({ overflowWrap: 'anywhere' });

// The customer's decision point while the plan awaits review, in the status's own colour.
export const review = style([
  card,
  {
    borderColor: theme.ticketStatus.CUSTOMER_REVIEWING_PLAN.solid,
    backgroundColor: theme.ticketStatus.CUSTOMER_REVIEWING_PLAN.bg,
    '@media': {
      [media.sm]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
    },
  },
]);

export const reviewText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  color: theme.ticketStatus.CUSTOMER_REVIEWING_PLAN.fg,
  lineHeight: theme.lineHeight.normal,
});

export const reviewTitle = style({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
});

// The two answers weigh the same: equal widths, side by side while they fit.
export const reviewActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: theme.space['1'],
});

export const noticeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  fontWeight: theme.fontWeight.semibold,
  color: 'inherit',
});

export const emptyPlan = style({
  padding: theme.space['3'],
  borderRadius: theme.radius.lg,
  border: `1px dashed ${theme.color.borderStrong}`,
  backgroundColor: theme.color.surface,
  color: theme.color.textMuted,
  textAlign: 'center',
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });

// Placeholders sized like what they stand for, so the loaded plan does not push content around.
const skeleton = style({
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
  animation: `${pulse} 1.6s ${theme.easing.standard} infinite`,
});

export const skeletonDetails = style([card, { minHeight: '11rem' }]);
export const skeletonTable = style([card, { minHeight: '14rem' }]);

export const bar = styleVariants({
  title: [skeleton, { width: '60%', height: '1.75rem' }],
  line: [skeleton, { width: '90%', height: '1rem' }],
  short: [skeleton, { width: '40%', height: '1rem' }],
  row: [skeleton, { width: '100%', height: '2.75rem' }],
});

// The request's own commands, under its details; wrapping onto new lines at 360 px.
export const ticketActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  paddingTop: theme.space['2'],
  borderTop: `1px solid ${theme.color.border}`,
});

// "Add Milestone" and "Submit Plan" above the plan they change.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.space['1'],
});
