import { style } from '@vanilla-extract/css';
import { icon } from '../../components/status-card.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const section = style({
  paddingBlock: theme.space['8'],
  backgroundColor: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  '@media': {
    [media.md]: { paddingBlock: theme.space['10'] },
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['4'],
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: theme.space['8'] },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  '@media': {
    [media.lg]: { paddingTop: theme.space['3'] },
  },
});

export const eyebrow = style({
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const heading = style({
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.snug,
  '@media': {
    [media.md]: { fontSize: theme.fontSize['3xl'] },
  },
});

export const text = style({
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const card = style({
  borderRadius: theme.radius.xl,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.md,
  overflow: 'hidden',
});

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  borderBottom: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.page,
});

export const tab = style({
  position: 'relative',
  minHeight: '3.25rem',
  padding: `${theme.space['1']} ${theme.space['1.5']}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  cursor: 'pointer',
  transition: `color ${theme.duration.fast} ${theme.easing.standard}, background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { color: theme.color.text },
    '&[data-state="active"]': {
      color: theme.color.brandText,
      backgroundColor: theme.color.surface,
    },
    // The active tab's underline: a bar rather than a border, so the label does not move.
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '3px',
      backgroundColor: theme.color.brand,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const panel = style({
  padding: theme.space['3'],
  outline: 'none',
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
  },
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.color.focusRing}` },
  },
});

export const panelIntro = style({
  marginBottom: theme.space['3'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

/** A short message in place of the form (signed in, loading failed, signing in). */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['2'],
  lineHeight: theme.lineHeight.relaxed,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  color: theme.color.textMuted,
});

// The sign-up form's height while its code arrives, so the card does not jump.
export const pending = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '28rem',
});

// A state's success mark, as the status card draws it.
export const successIcon = icon.success;

export const successText = style({
  marginTop: theme.space['1'],
  lineHeight: theme.lineHeight.relaxed,
});

export const email = style({
  overflowWrap: 'anywhere',
  color: theme.color.text,
});
