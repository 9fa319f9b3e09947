import { styleVariants, style } from '@vanilla-extract/css';
import { media, theme } from '../styles/theme.css.ts';

const base = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: theme.space['2'],
  '@media': {
    [media.sm]: { paddingInline: theme.space['3'] },
    [media.lg]: { paddingInline: theme.space['4'] },
  },
});

export const container = styleVariants({
  wide: [base, { maxWidth: theme.layout.maxWidth }],
  prose: [base, { maxWidth: `calc(${theme.layout.proseWidth} + 2 * ${theme.space['4']})` }],
});
