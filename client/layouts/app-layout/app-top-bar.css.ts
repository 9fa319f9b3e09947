import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';
import { actionsRules, desktopNavFrom, navLink as barNavLink } from '../top-bar.css.ts';

export { header, inner, navList } from '../top-bar.css.ts';

/** Between 700 and 900 px, where the bar is tightest (see `signOutText`). */
const tight = `${media.md} and (max-width: 899.98px)`;

// A developer's three links, the bell, Account Settings and Sign Out fit at 700 px only with the
// links' padding narrowed there.
export const navLink = style([
  barNavLink,
  { '@media': { [tight]: { paddingInline: theme.space['1'] } } },
]);

/** Account Settings, a gear only: as narrow as a square there. */
export const settingsLink = style({ '@media': { [tight]: { paddingInline: theme.space['1'] } } });

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
    [tight]: visuallyHiddenRules,
  },
});
