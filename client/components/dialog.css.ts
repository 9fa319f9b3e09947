import { keyframes, style } from '@vanilla-extract/css';
import { backdropRules } from '../styles/surfaces.css.ts';
import { media, theme } from '../styles/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
});

// Radix keeps the node mounted until the exit animation ends, so both directions are animated.
export const overlay = style({
  ...backdropRules,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${theme.duration.normal} ${theme.easing.out}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${theme.duration.fast} ${theme.easing.in}`,
    },
  },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: theme.zIndex.dialog,
  width: `calc(100vw - 2 * ${theme.space['2']})`,
  maxWidth: '28rem',
  maxHeight: `calc(100dvh - 2 * ${theme.space['2']})`,
  overflowY: 'auto',
  padding: theme.space['3'],
  borderRadius: theme.radius.xl,
  backgroundColor: theme.color.surfaceRaised,
  boxShadow: theme.shadow.lg,
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
  },
  selectors: {
    '&[data-state="open"]': {
      animation: `${popIn} ${theme.duration.slow} ${theme.easing.out}`,
    },
    '&[data-state="closed"]': {
      animation: `${popOut} ${theme.duration.fast} ${theme.easing.in}`,
    },
  },
});

export const title = style({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.tight,
  color: theme.color.text,
});

export const description = style({
  marginTop: theme.space['1'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: theme.space['1'],
  marginTop: theme.space['3'],
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});
