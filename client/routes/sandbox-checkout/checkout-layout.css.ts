import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// A provider's hosted page: none of the app's navigation, only the brand and the payment.
export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: theme.color.surfaceMuted,
});

export const header = style({
  backgroundColor: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['2'],
  height: theme.layout.topBarHeight,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['1'],
  minWidth: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  color: theme.color.text,
});

export const brandMark = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
});

export const brandSuffix = style({
  fontWeight: theme.fontWeight.medium,
  color: theme.color.textMuted,
});

// Like a provider's "test mode" badge: this page never takes real money.
export const modeBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  flexShrink: 0,
  paddingBlock: theme.space['0.5'],
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.full,
  border: '1px solid #FDE68A',
  backgroundColor: theme.color.warningSubtle,
  color: '#92400E',
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const main = style({
  flex: 1,
  paddingBlock: theme.space['3'],
  outline: 'none',
  '@media': {
    [media.md]: { paddingBlock: theme.space['8'] },
  },
});

export const footer = style({
  paddingBlock: theme.space['3'],
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
  textAlign: 'center',
});
