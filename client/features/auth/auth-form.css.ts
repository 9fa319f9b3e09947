import { style, styleVariants } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// Shared by every auth form (the modal and the reset page), so they read as one family.

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  // Lets a field shrink inside the two-column name row instead of overflowing at 360 px.
  minWidth: 0,
});

export const label = style({
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});

export const optional = style({
  fontWeight: theme.fontWeight.regular,
  color: theme.color.textMuted,
});

export const input = style({
  width: '100%',
  // 44 px touch target; 16 px text so iOS Safari does not zoom into the field.
  height: '2.75rem',
  paddingInline: theme.space['1.5'],
  fontSize: theme.fontSize.md,
  color: theme.color.text,
  backgroundColor: theme.color.surface,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.md,
  transition: `border-color ${theme.duration.fast} ${theme.easing.standard}, box-shadow ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&::placeholder': { color: theme.color.textSubtle },
    '&:hover:not(:disabled)': { borderColor: theme.color.textSubtle },
    // The ring replaces the global outline: a field already has a border to colour.
    '&:focus-visible': {
      outline: 'none',
      borderColor: theme.color.brand,
      boxShadow: `0 0 0 3px ${theme.color.brandSubtleHover}`,
    },
    '&[aria-invalid="true"]': { borderColor: theme.color.danger },
    '&[aria-invalid="true"]:focus-visible': {
      boxShadow: `0 0 0 3px ${theme.color.dangerSubtle}`,
    },
    '&:disabled': { backgroundColor: theme.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.snug,
});

export const hint = style([message, { color: theme.color.textMuted }]);
export const fieldError = style([message, { color: theme.color.danger }]);

export const messageIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  // Optically centres the icon on the first line of text.
  marginTop: '0.05rem',
});

// Stacked on phones; first and last name side by side from 576 px.
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  '@media': {
    [media.sm]: { gridTemplateColumns: '1fr 1fr' },
  },
});

const alertBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  padding: `${theme.space['1.5']} ${theme.space['2']}`,
  borderRadius: theme.radius.md,
  border: '1px solid',
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
});

export const alert = styleVariants({
  error: [
    alertBase,
    {
      backgroundColor: theme.color.dangerSubtle,
      borderColor: '#FECACA',
      color: theme.color.danger,
    },
  ],
  success: [
    alertBase,
    {
      backgroundColor: theme.color.successSubtle,
      borderColor: '#A7F3D0',
      color: theme.color.success,
    },
  ],
});

export const alertIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.1rem',
});

export const alertBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  minWidth: 0,
});

// A button that reads as a link: mode switches change the dialog, they do not navigate.
export const textButton = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.color.brand,
  fontWeight: theme.fontWeight.semibold,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  borderRadius: theme.radius.sm,
  transition: `text-decoration-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { color: theme.color.brandHover, textDecorationColor: 'currentColor' },
  },
});

export const forgotRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${theme.space['1']})`,
  fontSize: theme.fontSize.sm,
});

export const switchLine = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space['3'],
});

// The whole sentence is the button ("Need an account? Sign up"), so its name says where it goes.
export const switchButton = style({
  padding: `${theme.space['0.5']} ${theme.space['1']}`,
  border: 'none',
  borderRadius: theme.radius.sm,
  background: 'none',
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  textAlign: 'center',
});

export const switchAction = style({
  color: theme.color.brand,
  fontWeight: theme.fontWeight.semibold,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  transition: `text-decoration-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    [`${switchButton}:hover &`]: {
      color: theme.color.brandHover,
      textDecorationColor: 'currentColor',
    },
  },
});

export const backLine = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space['3'],
  fontSize: theme.fontSize.sm,
});

export const backButton = style([
  textButton,
  { display: 'inline-flex', alignItems: 'center', gap: theme.space['0.5'] },
]);

export const submit = style({
  marginTop: theme.space['1'],
});

export const cooldown = style([hint, { marginTop: theme.space['1'] }]);

// Multi-line text and grouped fields, shared by the request, milestone and feedback forms.
export const textarea = style([
  input,
  {
    height: 'auto',
    minHeight: '6rem',
    paddingBlock: theme.space['1'],
    lineHeight: theme.lineHeight.normal,
    resize: 'vertical',
  },
]);

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});
