import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A turning icon (a loader): the one spinning style of the app. */
export const spinner = style({
  flexShrink: 0,
  animation: `${spin} 0.8s linear infinite`,
});
