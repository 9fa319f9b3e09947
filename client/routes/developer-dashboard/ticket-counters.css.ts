import { style, styleVariants } from '@vanilla-extract/css';
import { raisedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

// Three cards side by side at every width: on a phone small tiles, the number first, so the
// three take one short row instead of a screen.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space['1'],
  '@media': {
    [media.sm]: { gap: theme.space['2'] },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  gap: theme.space['0.5'],
  padding: theme.space['1.5'],
  ...raisedCardRules,
  '@media': {
    [media.sm]: {
      flexDirection: 'column',
      gap: theme.space['1.5'],
      padding: theme.space['3'],
    },
  },
});

export const icon = style({
  flexShrink: 0,
  display: 'none',
  '@media': { [media.sm]: { display: 'inline-flex' } },
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: theme.radius.md,
});

// The same status colours as badges and the progress chain (docs/screens.md#the-look).
export const tone = styleVariants({
  working: {
    backgroundColor: theme.ticketStatus.DEVELOPER_WORKING.bg,
    color: theme.ticketStatus.DEVELOPER_WORKING.fg,
  },
  waiting: {
    backgroundColor: theme.ticketStatus.CUSTOMER_REVIEWING_PLAN.bg,
    color: theme.ticketStatus.CUSTOMER_REVIEWING_PLAN.fg,
  },
  done: {
    backgroundColor: theme.ticketStatus.CUSTOMER_APPROVED.bg,
    color: theme.ticketStatus.CUSTOMER_APPROVED.fg,
  },
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1.5'],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.medium,
  lineHeight: theme.lineHeight.snug,
  '@media': { [media.sm]: { fontSize: theme.fontSize.sm } },
});

export const value = style({
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
