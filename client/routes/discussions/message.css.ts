import { style } from '@vanilla-extract/css';
import { content as dialogContent } from '../../components/dialog.css.ts';
import { oneLineRules } from '../../styles/text.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

// One message: the author's avatar beside a column of name and time, the text bubble, files and
// marks. The viewer's own messages mirror it on the right, in the brand colour.
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  maxWidth: '100%',
  selectors: {
    '&[data-own="true"]': { flexDirection: 'row-reverse' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['0.5'],
  minWidth: 0,
  maxWidth: 'min(85%, 40rem)',
  '@media': {
    [media.md]: { maxWidth: 'min(75%, 40rem)' },
  },
  selectors: {
    [`${item}[data-own="true"] &`]: { alignItems: 'flex-end' },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space['1'],
  maxWidth: '100%',
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
});

export const author = style({
  ...oneLineRules,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const time = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const bubbleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['0.5'],
  maxWidth: '100%',
  selectors: {
    [`${item}[data-own="true"] &`]: { flexDirection: 'row-reverse' },
  },
});

export const bubble = style({
  minWidth: 0,
  padding: `${theme.space['1']} ${theme.space['1.5']}`,
  borderRadius: theme.radius.lg,
  borderStartStartRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  color: theme.color.text,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  selectors: {
    [`${item}[data-own="true"] &`]: {
      borderStartStartRadius: theme.radius.lg,
      borderStartEndRadius: theme.radius.sm,
      borderColor: theme.color.brand,
      backgroundColor: theme.color.brand,
      color: theme.color.textOnBrand,
    },
  },
});

export const link = style({
  color: theme.color.brandText,
  textDecoration: 'underline',
  selectors: {
    [`${item}[data-own="true"] &`]: { color: theme.color.textOnBrand },
    [`${item}[data-own="true"] &:hover`]: { color: theme.color.textOnBrand },
    [`${item}[data-own="true"] &:focus-visible`]: { outlineColor: theme.color.textOnBrand },
  },
});

export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    [`${item}[data-own="true"] &`]: { justifyContent: 'flex-end' },
  },
});

// A fixed box, so lazy images do not move the list as they arrive.
export const thumbButton = style({
  display: 'block',
  width: '10rem',
  height: '7.5rem',
  padding: 0,
  overflow: 'hidden',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
  cursor: 'zoom-in',
});

export const thumb = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fileChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  maxWidth: '100%',
  minHeight: '2rem',
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.full,
  border: `1px solid ${theme.color.brandSubtleHover}`,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: theme.color.brandSubtleHover, color: theme.color.brandText },
  },
});

export const fileIcon = style({ flexShrink: 0 });

export const marks = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
});

export const reportedMark = style([mark, { color: theme.color.danger }]);

export const menuTrigger = style({
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  color: theme.color.textMuted,
});

export const menu = style({
  zIndex: theme.zIndex.dialog,
  minWidth: '9rem',
  padding: theme.space['0.5'],
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surfaceRaised,
  boxShadow: theme.shadow.md,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  padding: `${theme.space['1']} ${theme.space['1.5']}`,
  borderRadius: theme.radius.sm,
  fontSize: theme.fontSize.sm,
  color: theme.color.danger,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: theme.color.dangerSubtle },
  },
});

// What the system posts (plan approved, changes asked…): centred, set apart from the people.
export const system = style({
  display: 'flex',
  justifyContent: 'center',
});

export const systemBody = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  maxWidth: 'min(90%, 36rem)',
  padding: `${theme.space['1']} ${theme.space['1.5']}`,
  borderRadius: theme.radius.md,
  border: `1px dashed ${theme.color.borderStrong}`,
  backgroundColor: theme.color.surfaceMuted,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
  color: theme.color.text,
});

export const systemIcon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
  color: theme.color.brand,
});

export const systemText = style({
  minWidth: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const systemTime = style({
  display: 'block',
  marginTop: '0.125rem',
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
});

// The full-size image in its dialog: as large as the window allows, never cropped.
export const previewContent = style({
  selectors: {
    // Wider than other dialogs: doubled up so it wins over the dialog's own width whatever the
    // order the two style sheets load in.
    [`${dialogContent}&`]: { maxWidth: 'min(64rem, calc(100vw - 2rem))' },
  },
});

export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'calc(100dvh - 14rem)',
  marginInline: 'auto',
  marginTop: theme.space['2'],
  borderRadius: theme.radius.md,
  objectFit: 'contain',
});
