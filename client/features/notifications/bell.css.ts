import { style } from '@vanilla-extract/css';
import { iconButton } from '../../components/icon-button.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

// The panel hangs from the bell's corner on wider screens.
export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
});

// The top bar's icon button (44 px touch target), with room for the count on its corner.
export const trigger = style([
  iconButton,
  {
    position: 'relative',
    cursor: 'pointer',
    selectors: {
      '&[aria-expanded="true"]': { backgroundColor: theme.color.surfaceMuted },
    },
  },
]);

// White on the brand colour is 6.3:1, readable at 12 px (as the nav's unread badge).
export const badge = style({
  position: 'absolute',
  top: '0.125rem',
  right: '0.125rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.125rem',
  height: '1.125rem',
  paddingInline: '0.25rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brand,
  color: theme.color.textOnBrand,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  // Set apart from whatever the bell sits on.
  boxShadow: `0 0 0 2px ${theme.color.surface}`,
});

// Under the bell, its right edge on the bell's; on a phone, the width of the screen less 8 px a
// side, just under the top bar.
export const panel = style({
  position: 'fixed',
  top: `calc(${theme.layout.topBarHeight} + ${theme.space['0.5']})`,
  left: theme.space['1'],
  right: theme.space['1'],
  zIndex: theme.zIndex.dialog,
  maxHeight: `calc(100vh - ${theme.layout.topBarHeight} - ${theme.space['2']})`,
  overflowY: 'auto',
  backgroundColor: theme.color.surfaceRaised,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.lg,
  '@media': {
    [media.sm]: {
      position: 'absolute',
      top: `calc(100% + ${theme.space['1']})`,
      left: 'auto',
      right: 0,
      width: '24rem',
      maxHeight: 'min(32rem, calc(100vh - 6rem))',
    },
  },
});

export const head = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  padding: `${theme.space['1.5']} ${theme.space['2']}`,
  backgroundColor: theme.color.surfaceRaised,
  borderBottom: `1px solid ${theme.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const state = style({
  margin: 0,
  padding: `${theme.space['4']} ${theme.space['2']}`,
  textAlign: 'center',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
});

export const stateText = style({ margin: `0 0 ${theme.space['1']}` });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1.5'],
  padding: `${theme.space['1.5']} ${theme.space['2']}`,
  color: theme.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${theme.color.border}`,
  transition: `background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted },
    '&[data-unread="true"]': { backgroundColor: theme.color.brandSubtle },
    '&[data-unread="true"]:hover': { backgroundColor: theme.color.brandSubtleHover },
    '&:focus-visible': {
      outline: `2px solid ${theme.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

// The unread mark: a brand dot, kept as a blank of the same size once read so titles align.
export const dot = style({
  flexShrink: 0,
  width: '0.5rem',
  height: '0.5rem',
  marginTop: '0.4rem',
  borderRadius: theme.radius.full,
  selectors: {
    [`${notice}[data-unread="true"] &`]: { backgroundColor: theme.color.brand },
  },
});

export const noticeText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  minWidth: 0,
});

export const noticeTitle = style({
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.snug,
  overflowWrap: 'anywhere',
  selectors: {
    [`${notice}[data-unread="true"] &`]: { fontWeight: theme.fontWeight.semibold },
  },
});

// textMuted, not textSubtle: on the unread tint the lighter grey would fall under 4.5:1.
export const time = style({
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
});

export const more = style({
  padding: theme.space['1.5'],
});
