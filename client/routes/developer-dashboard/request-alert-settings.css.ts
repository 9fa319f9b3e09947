import { style } from '@vanilla-extract/css';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  ...paddedCardRules,
});

export const intro = style({
  margin: 0,
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

// Two columns from 576 px: the four choices stay short.
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['1'],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// The whole row is the label, so the 44 px target covers the text too.
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  minHeight: '2.75rem',
  paddingBlock: theme.space['1'],
  paddingInline: theme.space['1.5'],
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  fontSize: theme.fontSize.sm,
  color: theme.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted },
    '&:has(input:checked)': {
      borderColor: theme.color.brand,
      backgroundColor: theme.color.brandSubtle,
    },
    '&:has(input:disabled)': { cursor: 'progress' },
  },
});

export const radio = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: theme.color.brand,
  cursor: 'inherit',
});

// Kept in the layout while empty, so a confirmation does not move what follows.
export const outcome = style({ minHeight: '1.5rem', fontSize: theme.fontSize.sm });

export const saved = style({ margin: 0, color: theme.color.success });

export const failed = style({ margin: 0, color: theme.color.danger });
