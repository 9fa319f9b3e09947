import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  // The skip link moves focus here; the landmark itself needs no ring.
  outline: 'none',
});

// Hidden until focused, so keyboard users can jump past the top bar on every page.
export const skipLink = style({
  position: 'absolute',
  top: theme.space['1'],
  left: theme.space['1'],
  zIndex: theme.zIndex.toast,
  padding: `${theme.space['1']} ${theme.space['2']}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surface,
  color: theme.color.brandText,
  fontWeight: theme.fontWeight.semibold,
  boxShadow: theme.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'translateY(0)' },
  },
});
