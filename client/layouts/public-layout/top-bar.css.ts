import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';
import { actionsRules, desktopNavFrom } from '../top-bar.css.ts';

export { header, inner, navList, navLink } from '../top-bar.css.ts';

// Below 900 px the four links do not fit beside the logo; the mobile menu takes over.
export const desktopNav = desktopNavFrom(media.lg);

export const actions = style({
  ...actionsRules,
  '@media': {
    [media.lg]: { marginLeft: theme.space['1'] },
  },
});
