import { style } from '@vanilla-extract/css';

// The spinner variant keeps the empty state's height, so the page does not jump when it loads.
export const spinnerBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '10rem',
});
