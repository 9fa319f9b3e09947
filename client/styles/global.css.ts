import { globalStyle } from '@vanilla-extract/css';
import { media, theme } from './theme.css.ts';

// A small modern reset: predictable box model, no stray margins, media that never overflows.
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('*', {
  margin: 0,
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Anchor jumps (skip link, in-page CTAs) should not hide under the sticky top bar.
  scrollPaddingTop: theme.layout.topBarHeight,
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: theme.font.body,
  fontSize: theme.fontSize.md,
  lineHeight: theme.lineHeight.normal,
  color: theme.color.text,
  backgroundColor: theme.color.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('#root', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // Own stacking context so Radix portals (appended to body) always sit above app content.
  isolation: 'isolate',
});

globalStyle('img, picture, video, canvas, svg', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('button', {
  cursor: 'pointer',
});

globalStyle('p, h1, h2, h3, h4, h5, h6', {
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: theme.lineHeight.snug,
  fontWeight: theme.fontWeight.semibold,
  textWrap: 'balance',
});

globalStyle('a', {
  color: theme.color.brand,
  textUnderlineOffset: '0.2em',
});

globalStyle('a:hover', {
  color: theme.color.brandHover,
});

// Keyboard users always see where they are; mouse clicks do not leave rings behind.
globalStyle(':focus-visible', {
  outline: `2px solid ${theme.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('::selection', {
  backgroundColor: theme.color.brandSubtleHover,
  color: theme.color.text,
});

globalStyle('html', {
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      scrollBehavior: 'smooth',
    },
  },
});

// Honour reduced motion everywhere, including Radix enter/exit animations: a near-zero duration
// (not `none`) still fires animationend, so dialogs unmount correctly.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
