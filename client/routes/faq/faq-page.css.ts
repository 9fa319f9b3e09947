import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'center' },
  },
});
