import { style } from '@vanilla-extract/css';
import { media } from '../../styles/theme.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';
import { actionsRules, desktopNavFrom } from '../top-bar.css.ts';

export { header, inner, navList, navLink } from '../top-bar.css.ts';

// From 700 px (a dashboard breakpoint, docs/screens.md#the-look) the role's few links fit beside
// the logo.
export const desktopNav = desktopNavFrom(media.md);

export const actions = style({
  ...actionsRules,
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
