import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['3'],
});

// The milestone form carries an upload area: wider than the default 28rem dialog.
export const wideDialog = style({ maxWidth: '36rem' });

// Hours and minutes side by side even at 360 px: two short numbers fit.
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space['1.5'],
});

export const subLabel = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

// The shared form pieces, under the names this form's components use.
export { fieldset, legend } from '../../features/auth/auth-form.css.ts';
