import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';

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

// From 700 px (the spec's dashboard breakpoint) the role's few links fit beside the logo.
export const desktopNav = style({
  display: 'none',
  marginLeft: 'auto',
  '@media': {
    [media.md]: { display: 'block' },
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

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  marginLeft: 'auto',
  '@media': {
    [media.md]: { marginLeft: 0 },
  },
});

export const desktopOnly = style({
  display: 'none',
  '@media': {
    [media.md]: { display: 'inline-flex' },
  },
});

// Between 700 and 900 px space is tight: the Sign Out button shows only its icon, while its
// text stays in the accessibility tree as the button's name.
export const signOutText = style({
  '@media': {
    [`${media.md} and (max-width: 899.98px)`]: visuallyHiddenRules,
  },
});
