import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// The spinner variant keeps the empty state's height, so the page does not jump when it loads.
export const spinnerBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '10rem',
});

export const errorBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1'],
});
