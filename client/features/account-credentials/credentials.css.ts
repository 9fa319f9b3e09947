import { style } from '@vanilla-extract/css';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

// Password and email side by side on a wide screen, one above the other on a phone; each a card,
// as every part of the settings page is.
export const parts = style({
  display: 'grid',
  gap: theme.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  minWidth: 0,
  ...paddedCardRules,
});

export const partTitle = style({
  margin: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const current = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const currentEmail = style({
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
});
