import { style } from '@vanilla-extract/css';
import { raisedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';

// Below 700 px a row of seven columns cannot fit, so each milestone becomes a card (phones down
// to 360 px); from 700 px the real table, with tighter cells until 900 px.
const cards = 'screen and (max-width: 699.98px)';

// If a long word still overflows between 700 and 900 px, the table scrolls, not the page.
export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: theme.fontSize.sm,
  ...raisedCardRules,
  overflow: 'hidden',
  '@media': {
    [cards]: {
      display: 'block',
      border: 'none',
      boxShadow: 'none',
      backgroundColor: 'transparent',
      overflow: 'visible',
    },
  },
});

// Kept for screen readers (they name each cell) while the cards show labels of their own.
export const head = style({ '@media': { [cards]: visuallyHiddenRules } });

export const body = style({
  '@media': {
    [cards]: { display: 'flex', flexDirection: 'column', gap: theme.space['2'] },
  },
});

const padded = {
  paddingBlock: theme.space['1.5'],
  paddingInline: theme.space['1.5'],
  '@media': { [media.lg]: { paddingInline: theme.space['2'] } },
} as const;

export const headCell = style({
  ...padded,
  textAlign: 'start',
  verticalAlign: 'bottom',
  backgroundColor: theme.color.surfaceMuted,
  borderBottom: `1px solid ${theme.color.border}`,
  color: theme.color.textMuted,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  // One line each: "EST. TIME" broken in two reads as two columns.
  whiteSpace: 'nowrap',
});

export const numericHead = style([headCell, { textAlign: 'end' }]);

export const foot = style({ '@media': { [cards]: { display: 'block' } } });

export const row = style({
  '@media': {
    [cards]: {
      display: 'block',
      padding: theme.space['2'],
      ...raisedCardRules,
    },
  },
});

export const cell = style({
  ...padded,
  verticalAlign: 'top',
  borderBottom: `1px solid ${theme.color.border}`,
  '@media': {
    ...padded['@media'],
    [cards]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.space['2'],
      paddingBlock: theme.space['0.5'],
      paddingInline: 0,
      borderBottom: 'none',
    },
  },
  selectors: {
    '&::before': {
      '@media': {
        [cards]: {
          // The alt text after "/" is empty: screen readers already hear the column header.
          content: ['attr(data-label)', 'attr(data-label) / ""'],
          color: theme.color.textMuted,
          fontWeight: theme.fontWeight.medium,
        },
      },
    },
  },
});

export const numericCell = style([
  cell,
  { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
]);

export const titleCell = style([
  cell,
  {
    minWidth: '10rem',
    textAlign: 'start',
    fontWeight: theme.fontWeight.regular,
    '@media': {
      [cards]: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: theme.space['0.5'],
        minWidth: 0,
        paddingBottom: theme.space['1.5'],
        marginBottom: theme.space['1'],
        borderBottom: `1px solid ${theme.color.border}`,
      },
    },
  },
]);

export const milestoneTitle = style({
  display: 'block',
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});

// The description is clamped to 3 lines in the table (docs/screens.md#plan-screen).
export const milestoneDescription = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  marginTop: theme.space['0.5'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const fileList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space['0.5']} ${theme.space['1.5']}`,
  marginTop: theme.space['1'],
  padding: 0,
  listStyle: 'none',
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
});

export const fileItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  minWidth: 0,
  maxWidth: '100%',
});

export const fileIcon = style({ flexShrink: 0, maxWidth: 'none' });

export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const actionsCell = style([
  cell,
  {
    width: '1%',
    whiteSpace: 'nowrap',
    '@media': {
      [cards]: { width: 'auto', justifyContent: 'flex-end', paddingTop: theme.space['1'] },
    },
    selectors: {
      '&:empty': { '@media': { [cards]: { display: 'none' } } },
      '&::before': { '@media': { [cards]: { content: 'none' } } },
    },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space['1'],
  // In a column that shrinks to its content a wrapping row would stack every button; on a wide
  // screen Edit and Delete stand side by side.
  '@media': { [media.lg]: { flexWrap: 'nowrap' } },
});

// The actions column shrinks to its content (width 1%), and the global `svg { max-width: 100% }`
// would then resolve against that and collapse the icons to nothing.
export const actionIcon = style({ flexShrink: 0, maxWidth: 'none' });

export const paidYes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  color: theme.color.success,
  fontWeight: theme.fontWeight.semibold,
});

export const paidNo = style([paidYes, { color: theme.color.textMuted }]);

export const totalRow = style({
  '@media': {
    [cards]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      marginTop: theme.space['2'],
      padding: theme.space['2'],
      borderRadius: theme.radius.lg,
      backgroundColor: theme.color.surfaceMuted,
    },
  },
});

const totalCell = {
  ...padded,
  backgroundColor: theme.color.surfaceMuted,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
  '@media': {
    ...padded['@media'],
    [cards]: { display: 'block', padding: 0, backgroundColor: 'transparent' },
  },
} as const;

export const totalLabel = style({ ...totalCell, textAlign: 'start' });
export const totalValue = style({
  ...totalCell,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const totalFiller = style({
  ...totalCell,
  '@media': { [cards]: { display: 'none' } },
});

/** The developer's note with their latest submission, under the milestone's files. */
export const submissionNote = style({
  display: 'block',
  marginTop: theme.space['1'],
  paddingInlineStart: theme.space['1'],
  borderInlineStart: `2px solid ${theme.color.border}`,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.regular,
  color: theme.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const submissionNoteLabel = style({
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.textMuted,
});

/** "Approved automatically in 9 days unless you act": a deadline, so it stands out a little. */
export const countdown = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  marginTop: theme.space['1'],
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.textMuted,
});
