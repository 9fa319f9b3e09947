import { style } from '@vanilla-extract/css';
import { theme } from '../styles/theme.css.ts';

/*
 * What the public site's top bar and the signed-in app's share: the sticky frosted bar, its row,
 * the links of its desktop navigation and its buttons. Each bar decides from which width those
 * links show.
 * Components take these through their bar's styles: vanilla-extract serialises what a component
 * imports, and `desktopNavFrom` is a function.
 */

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

/** The desktop links, hidden below `breakpoint` (a media query), where a menu takes over. */
export const desktopNavFrom = (breakpoint: string) =>
  style({
    display: 'none',
    marginLeft: 'auto',
    '@media': {
      [breakpoint]: { display: 'block' },
    },
  });

/** The bar's buttons, pushed to the right; each bar moves them once its desktop links show. */
export const actionsRules = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  marginLeft: 'auto',
} as const;

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
  gap: theme.space['1'],
  height: '2.25rem',
  paddingInline: theme.space['1.5'],
  borderRadius: theme.radius.md,
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${theme.duration.fast} ${theme.easing.standard}, background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { color: theme.color.text, backgroundColor: theme.color.surfaceMuted },
    '&[aria-current="page"]': {
      color: theme.color.brandText,
      backgroundColor: theme.color.brandSubtle,
    },
  },
});
