import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';
import { navLink as publicNavLink } from '../public-layout/mobile-menu.css.ts';

// The panel, its overlay and header are the public layout's (../menu-panel.tsx), and so is the
// list's style, so both menus look alike.
export { navList } from '../public-layout/mobile-menu.css.ts';

export const trigger = style({
  '@media': {
    [media.md]: { display: 'none' },
  },
});

export const navLink = style([publicNavLink, { gap: theme.space['1.5'] }]);

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: 'auto',
  padding: theme.space['2'],
  borderTop: `1px solid ${theme.color.border}`,
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1.5'],
  minWidth: 0,
});

export const personText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const name = style({
  fontWeight: theme.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style({
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
