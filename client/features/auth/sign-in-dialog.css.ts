import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const header = style({
  marginBottom: theme.space['3'],
  // Keeps a long title clear of the close button in the corner.
  paddingRight: theme.space['5'],
});

// The panel is position: fixed, which already anchors this to its corner.
export const close = style({
  position: 'absolute',
  top: theme.space['1'],
  right: theme.space['1'],
});

export const panelText = style({
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const panelAction = style({
  marginTop: theme.space['3'],
});

// Focused only while the forms load (LazySignInDialog); a ring round the whole panel would be
// noise, the title already says where the user is.
export const panel = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});
