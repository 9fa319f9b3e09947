import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';
import * as formStyles from '../../features/auth/auth-form.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['3'],
});

// The milestone form carries an upload area: wider than the default 28rem dialog.
export const wideDialog = style({ maxWidth: '36rem' });

// Same look as the single-line inputs, grown to several lines.
export const textarea = style([
  formStyles.input,
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
