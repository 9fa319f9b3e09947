import { style } from '@vanilla-extract/css';
import { input } from '../../features/auth/auth-form.css.ts';
import { media, theme } from '../../styles/theme.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  padding: theme.space['1.5'],
  borderTop: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  '@media': {
    [media.sm]: { padding: `${theme.space['1.5']} ${theme.space['2']}` },
  },
});

// Never taller than under a third of the window: the message list keeps its room, and the field
// and Send stay in view below it (the panel scrolls its own files).
export const attachPanel = style({
  flexShrink: 0,
  maxHeight: 'min(30vh, 16rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: theme.space['1'],
});

export const attach = style({
  position: 'relative',
  flexShrink: 0,
  color: theme.color.textMuted,
  selectors: {
    '&[aria-expanded="true"]': {
      backgroundColor: theme.color.brandSubtle,
      color: theme.color.brandText,
    },
  },
});

export const attachCount = style({
  position: 'absolute',
  top: '0.125rem',
  right: '0.125rem',
  minWidth: '1.125rem',
  height: '1.125rem',
  paddingInline: '0.25rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brand,
  color: theme.color.textOnBrand,
  fontSize: '0.6875rem',
  fontWeight: theme.fontWeight.semibold,
  lineHeight: '1.125rem',
  textAlign: 'center',
});

export const field = style({
  flex: 1,
  minWidth: 0,
});

// Grows with what is written up to about six lines, then scrolls.
export const textarea = style([
  input,
  {
    display: 'block',
    height: '2.75rem',
    minHeight: '2.75rem',
    maxHeight: '10.5rem',
    paddingBlock: '0.625rem',
    lineHeight: theme.lineHeight.normal,
    resize: 'none',
    overflowY: 'auto',
  },
]);

export const send = style({
  flexShrink: 0,
  height: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: theme.space['1.5'],
});

// Phones: the icon alone, so the field keeps the width; the word stays the button's name.
export const sendLabel = style({
  '@media': {
    [media.belowSm]: visuallyHiddenRules,
  },
});

export const hint = style({
  display: 'none',
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
  '@media': {
    [media.md]: { display: 'block' },
  },
});

export const problem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  color: theme.color.danger,
});

export const problemIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

export const waiting = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
