import { style } from '@vanilla-extract/css';
import { card } from '../sandbox-checkout/sandbox-checkout.css.ts';
import { theme } from '../../styles/theme.css.ts';

// The loading card keeps roughly the page's height, so it does not jump when it loads.
export const loadingCard = style([
  card,
  { alignItems: 'center', justifyContent: 'center', minHeight: '20rem' },
]);

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['1.5'],
});

export const lead = style({
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

// Side by side, each as wide as its words, wrapping only if a very narrow screen must.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
});
