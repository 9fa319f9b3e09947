import { keyframes, style } from '@vanilla-extract/css';
import { backdropRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOut = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(100%)' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const trigger = style({
  '@media': {
    [media.lg]: { display: 'none' },
  },
});

export const overlay = style({
  ...backdropRules,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${theme.duration.slow} ${theme.easing.out}` },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${theme.duration.normal} ${theme.easing.in}`,
    },
  },
});

export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: theme.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(20rem, 85vw)',
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.lg,
  overflowY: 'auto',
  // Both directions stay within the 250 ms motion budget (docs/screens.md#the-look).
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${theme.duration.slow} ${theme.easing.out}` },
    '&[data-state="closed"]': {
      animation: `${slideOut} ${theme.duration.normal} ${theme.easing.in}`,
    },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: theme.layout.topBarHeight,
  paddingInline: theme.space['2'],
  borderBottom: `1px solid ${theme.color.border}`,
});

export const title = style({
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  listStyle: 'none',
  padding: theme.space['2'],
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '3rem',
  paddingInline: theme.space['2'],
  borderRadius: theme.radius.md,
  color: theme.color.text,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: theme.color.text, backgroundColor: theme.color.surfaceMuted },
    '&[aria-current="page"]': {
      color: theme.color.brandText,
      backgroundColor: theme.color.brandSubtle,
    },
  },
});
