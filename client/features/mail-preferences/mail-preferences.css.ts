import { style } from '@vanilla-extract/css';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { theme } from '../../styles/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  ...paddedCardRules,
});

export const intro = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: theme.space['1'],
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});

export const options = style({ display: 'grid', gap: theme.space['1'] });

// The whole row is the label, so the target covers the words too.
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1.5'],
  minHeight: '2.75rem',
  paddingBlock: theme.space['1'],
  paddingInline: theme.space['1.5'],
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted },
    '&:has(input:disabled)': { cursor: 'progress' },
  },
});

export const checkbox = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  marginTop: '0.125rem',
  accentColor: theme.color.brand,
  cursor: 'inherit',
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const optionTitle = style({
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});

export const optionDescription = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const digest = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.text,
  lineHeight: theme.lineHeight.relaxed,
});

export const link = style({ color: theme.color.brand, fontWeight: theme.fontWeight.medium });

// Kept in the layout while empty, so a confirmation does not move what follows.
export const outcome = style({ minHeight: '1.5rem', fontSize: theme.fontSize.sm });

export const saved = style({ margin: 0, color: theme.color.success });

export const failed = style({ margin: 0, color: theme.color.danger });
