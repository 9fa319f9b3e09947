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

// The confirmation takes the form's place in the same card: no second box inside it.
export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space['1.5'],
  paddingBlock: theme.space['2'],
  textAlign: 'center',
});

export const successIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.successSubtle,
  color: theme.color.success,
});

export const successHeading = style({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
  color: theme.color.text,
  outline: 'none',
});

export const successText = style({
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

// A long address must wrap inside the card at 360 px rather than push the page sideways.
export const email = style({
  color: theme.color.text,
  overflowWrap: 'anywhere',
});
