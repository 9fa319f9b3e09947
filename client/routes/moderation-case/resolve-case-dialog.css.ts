import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// Room for the refund's choices and what happens, beside the reason.
export const dialog = style({ maxWidth: '34rem' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['3'],
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
});

// The whole row is the label, so the 44 px target covers the text too.
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  minHeight: '2.75rem',
  padding: theme.space['1'],
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  fontSize: theme.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted },
    '&:has(input:checked)': {
      borderColor: theme.color.brand,
      backgroundColor: theme.color.brandSubtle,
    },
  },
});

export const radio = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  marginTop: '0.1rem',
  accentColor: theme.color.brand,
  cursor: 'pointer',
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const optionLabel = style({ fontWeight: theme.fontWeight.medium, color: theme.color.text });

export const optionDetail = style({
  color: theme.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const effects = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  padding: theme.space['1.5'],
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
});

export const effectsTitle = style({ fontWeight: theme.fontWeight.semibold });

export const effectList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  margin: 0,
  paddingInlineStart: theme.space['2'],
  overflowWrap: 'anywhere',
});
