import { keyframes, style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
// Shown only after a short wait, so a fast load does not flash a spinner.
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const screen = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  padding: theme.space['4'],
});

export const spinner = style({
  display: 'inline-flex',
  animation: `${appear} ${theme.duration.normal} ${theme.easing.out} 200ms both`,
});

export const ring = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: theme.radius.full,
  border: `3px solid ${theme.color.brandSubtleHover}`,
  borderTopColor: theme.color.brand,
  animation: `${spin} 0.8s linear infinite`,
});
