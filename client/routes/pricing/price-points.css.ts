import { style } from '@vanilla-extract/css';
import { raisedCardRules } from '../../styles/surfaces.css.ts';
import { cardGridRules } from '../../features/marketing/marketing.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const list = style({
  ...cardGridRules,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space['3'] },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  padding: theme.space['3'],
  ...raisedCardRules,
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
  },
});

// The rate is the number people come for: the one card drawn in the brand colour.
export const featured = style([
  card,
  {
    borderColor: theme.color.brand,
    boxShadow: `0 0 0 1px ${theme.color.brand}, ${theme.shadow.md}`,
  },
]);

export const label = style({
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  marginTop: theme.space['1'],
  color: theme.color.text,
});

export const amount = style({
  fontSize: theme.fontSize['5xl'],
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  letterSpacing: '-0.03em',
});

export const unit = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.textMuted,
});

export const text = style({
  marginTop: theme.space['2'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});
