import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const fineprint = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  textAlign: 'center',
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  padding: theme.space['3'],
  borderRadius: theme.radius.md,
  border: '1px solid #A7F3D0',
  backgroundColor: theme.color.successSubtle,
});

export const successHeading = style({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
  color: theme.color.success,
  outline: 'none',
});

export const successText = style({
  color: theme.color.text,
  lineHeight: theme.lineHeight.relaxed,
});

// A long address must wrap inside the card at 360 px rather than push the page sideways.
export const email = style({
  overflowWrap: 'anywhere',
});
