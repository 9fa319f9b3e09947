import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.topBar,
  backgroundColor: 'rgba(255, 255, 255, 0.88)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${theme.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['2'],
  height: theme.layout.topBarHeight,
});

// Below 900 px the four links do not fit beside the logo; the mobile menu takes over.
export const desktopNav = style({
  display: 'none',
  marginLeft: 'auto',
  '@media': {
    [media.lg]: { display: 'block' },
  },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  listStyle: 'none',
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '2.25rem',
  paddingInline: theme.space['1.5'],
  borderRadius: theme.radius.md,
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'none',
  transition: `color ${theme.duration.fast} ${theme.easing.standard}, background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { color: theme.color.text, backgroundColor: theme.color.surfaceMuted },
    '&[aria-current="page"]': {
      color: theme.color.brandText,
      backgroundColor: theme.color.brandSubtle,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  marginLeft: 'auto',
  '@media': {
    [media.lg]: { marginLeft: theme.space['1'] },
  },
});
