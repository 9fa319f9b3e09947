import { style } from '@vanilla-extract/css';
import { content } from '../../components/dialog.css.ts';
import { theme } from '../../styles/theme.css.ts';
import { input } from '../auth/auth-form.css.ts';

// Wider than the default dialog: the form has a two-column row and an upload area. The panel
// already scrolls inside itself, so at 360 px the whole form stays reachable.
export const dialog = style({
  selectors: { [`${content}&`]: { maxWidth: '40rem' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['3'],
});

export const selectWrap = style({ position: 'relative' });

export const select = style([
  input,
  {
    appearance: 'none',
    paddingInlineEnd: theme.space['5'],
    cursor: 'pointer',
  },
]);

export const selectIcon = style({
  position: 'absolute',
  top: '50%',
  right: theme.space['1.5'],
  width: '1.125rem',
  height: '1.125rem',
  transform: 'translateY(-50%)',
  color: theme.color.textMuted,
  pointerEvents: 'none',
});

// One column: Mobile's sub-options sit right under it, in reading and tab order alike.
export const checkboxes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 0,
});

export const subOptions = style([
  checkboxes,
  {
    marginInlineStart: theme.space['2'],
    paddingInlineStart: theme.space['1.5'],
    borderInlineStart: `2px solid ${theme.color.border}`,
  },
]);

// The whole row is the label, so the 44 px target covers the text too.
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  minHeight: '2.75rem',
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.md,
  fontSize: theme.fontSize.sm,
  color: theme.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: theme.color.surfaceMuted } },
});

export const checkboxInput = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: theme.color.brand,
  cursor: 'pointer',
});

export const successIcon = style({
  width: '2.5rem',
  height: '2.5rem',
  marginBottom: theme.space['2'],
  color: theme.color.success,
});

// The shared form pieces, under the names this form's components use.
export { fieldset, legend } from '../auth/auth-form.css.ts';
