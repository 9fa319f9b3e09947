import { style } from '@vanilla-extract/css';
import { raisedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';
import { cardGridRules } from './marketing.css.ts';

export const list = style({
  ...cardGridRules,
  counterReset: 'step',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space['3'] },
  },
});

export const item = style({
  display: 'flex',
  gap: theme.space['2'],
  padding: theme.space['3'],
  ...raisedCardRules,
  '@media': {
    // Side by side, the number sits above the text so the three cards line up.
    [media.lg]: { flexDirection: 'column', padding: theme.space['4'] },
  },
});

export const number = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brand,
  color: theme.color.textOnBrand,
  fontWeight: theme.fontWeight.bold,
  fontSize: theme.fontSize.md,
});

export const body = style({
  minWidth: 0,
});

export const title = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const text = style({
  marginTop: theme.space['0.5'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});
