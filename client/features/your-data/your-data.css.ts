import { style } from '@vanilla-extract/css';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { theme } from '../../styles/theme.css.ts';

export const parts = style({ display: 'grid', gap: theme.space['3'] });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['1.5'],
  ...paddedCardRules,
});

// The danger zone: set apart by its red edge, so it is never mistaken for the copy above it.
export const dangerPanel = style([panel, { borderColor: theme.color.danger }]);

export const partTitle = style({
  margin: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const text = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const reasons = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  paddingInlineStart: theme.space['3'],
  color: theme.color.text,
  lineHeight: theme.lineHeight.relaxed,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['2'],
});
