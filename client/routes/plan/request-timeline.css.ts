import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, media, theme } from '../../styles/theme.css.ts';

// The plan screen's card, as the request's details are.
export { card as panel } from './plan.css.ts';

const integrityBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  padding: `${theme.space['1']} ${theme.space['1.5']}`,
  borderRadius: theme.radius.md,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
});

export const integrity = styleVariants({
  verified: [
    integrityBase,
    { backgroundColor: theme.color.successSubtle, color: theme.color.success },
  ],
  unverified: [
    integrityBase,
    {
      backgroundColor: theme.color.dangerSubtle,
      color: theme.color.danger,
      fontWeight: theme.fontWeight.semibold,
    },
  ],
});

export const integrityIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

// A line down the left joins the steps; each step hangs a dot on it.
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Steps past the first few wait behind "Show all" on phones, where a long history buries the page. */
export const COLLAPSED_STEPS = 5;
export const collapsed = style({});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  paddingLeft: theme.space['3'],
  paddingBottom: theme.space['2'],
  minWidth: 0,
  '@media': {
    [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: {
      selectors: {
        [`${collapsed} > &:nth-child(n + ${COLLAPSED_STEPS + 1})`]: { display: 'none' },
      },
    },
  },
  selectors: {
    // The connecting line, stopping at the last step's dot.
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '0.3125rem',
      top: '0.75rem',
      bottom: 0,
      width: '2px',
      backgroundColor: theme.color.border,
    },
    '&:last-child::before': { display: 'none' },
    '&:last-child': { paddingBottom: 0 },
    // The dot, level with the first line of text.
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '0.375rem',
      width: '0.75rem',
      height: '0.75rem',
      borderRadius: theme.radius.full,
      backgroundColor: theme.color.surface,
      border: `2px solid ${theme.color.brand}`,
      boxSizing: 'border-box',
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.space['1'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const who = style({
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});

export const text = style({ lineHeight: theme.lineHeight.normal, overflowWrap: 'anywhere' });

// Filled bullets, so the files and milestones listed do not read as steps of their own.
export const items = style({
  margin: 0,
  paddingLeft: theme.space['2'],
  listStyleType: 'disc',
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const words = style({
  alignSelf: 'flex-start',
  maxWidth: theme.layout.proseWidth,
  margin: 0,
  padding: `${theme.space['0.5']} ${theme.space['1.5']}`,
  borderLeft: `3px solid ${theme.color.borderStrong}`,
  backgroundColor: theme.color.surfaceMuted,
  borderRadius: `0 ${theme.radius.sm} ${theme.radius.sm} 0`,
  color: theme.color.text,
  lineHeight: theme.lineHeight.normal,
  // People write line breaks on purpose (steps to try, error output); keep them.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

// Only phones fold the history, so only they get the button.
export const toggle = style({
  alignSelf: 'flex-start',
  '@media': { [media.sm]: { display: 'none' } },
});

export const status = style({ color: theme.color.textMuted, fontSize: theme.fontSize.sm });
