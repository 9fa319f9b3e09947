import { style } from '@vanilla-extract/css';

// The spinner variant keeps the empty state's height, so the page does not jump when it loads.
export const spinnerBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '10rem',
});

// The end of a paged list: room for the spinner or the button, so the page does not jump.
export const more = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '3.5rem',
  marginTop: '1rem',
});
