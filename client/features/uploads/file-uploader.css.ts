import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  minWidth: 0,
});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space['1'],
  padding: `${theme.space['3']} ${theme.space['2']}`,
  border: `1px dashed ${theme.color.borderStrong}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
  textAlign: 'center',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  transition: `border-color ${theme.duration.fast} ${theme.easing.standard}, background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: theme.color.brand,
      backgroundColor: theme.color.brandSubtle,
      color: theme.color.brandText,
    },
    '&[data-disabled="true"]': { opacity: 0.6 },
  },
});

// The same zone on one line (icon, words, button), where the screen has little height to give.
export const dropZoneCompact = style([
  dropZone,
  {
    flexDirection: 'row',
    flexWrap: 'wrap',
    padding: `${theme.space['1']} ${theme.space['1.5']}`,
  },
]);

// Compact on a phone, "Drag and drop" (rarely possible there) leaves the line to the button; screen
// readers still hear it.
export const dropTextCompact = style({
  '@media': {
    [media.belowSm]: visuallyHiddenRules,
  },
});

export const dropIcon = style({ width: '1.5rem', height: '1.5rem', color: theme.color.textSubtle });

export const hint = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  selectors: { '&:empty': { display: 'none' } },
});

const noticeBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const notice = {
  error: style([noticeBase, { color: theme.color.danger }]),
  warning: style([noticeBase, { color: theme.color.warning }]),
};

export const noticeIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginTop: '0.05rem',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A queued file: its chip on the left, what is happening to it on the right; wraps at 360 px.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space['1'],
  rowGap: theme.space['0.5'],
  padding: `${theme.space['0.5']} ${theme.space['0.5']} ${theme.space['0.5']} ${theme.space['1']}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surface,
  fontSize: theme.fontSize.sm,
});

export const rowName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  minWidth: 0,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});

export const rowStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['1'],
  flex: '1 1 8rem',
  minWidth: 0,
  color: theme.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const rowError = style({ color: theme.color.danger, overflowWrap: 'anywhere' });

export const progress = style({
  flex: '1 1 auto',
  minWidth: '4rem',
  height: '0.5rem',
  accentColor: theme.color.brand,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  maxWidth: '100%',
  paddingBlock: '0.125rem',
  paddingInlineStart: theme.space['1'],
  paddingInlineEnd: '0.125rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
});

export const fileIcon = style({ flexShrink: 0, width: '1rem', height: '1rem' });

// 32 px: the smallest comfortable target, small enough to sit inside a chip.
export const chipButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  marginInlineStart: 'auto',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius.full,
  background: 'none',
  color: 'inherit',
  transition: `background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: theme.color.brandSubtleHover },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
