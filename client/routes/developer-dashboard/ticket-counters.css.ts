import { style, styleVariants } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1.5'],
  padding: theme.space['2'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.sm,
  // A compact row on phones; from 576 px three cards side by side, the number under the label.
  '@media': {
    [media.sm]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
      padding: theme.space['3'],
    },
  },
});

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: theme.radius.md,
});

// The same status colours as badges and the progress chain (DESIGN §7).
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
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
});

export const value = style({
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
