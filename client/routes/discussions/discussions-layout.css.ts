import { style } from '@vanilla-extract/css';
import { iconCircleRules, raisedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

const narrow = `screen and (max-width: ${700 - 0.02}px)`;

// The two panes fill what is left of the window under the top bar and the page heading, so the
// conversation scrolls inside itself and its composer stays in view.
const paneHeight = {
  phone: 'calc(100dvh - 10.5rem)',
  desktop: 'calc(100dvh - 12rem)',
};

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['2'],
  '@media': {
    [media.md]: {
      // The list takes one quarter of the width from medium screens
      // (docs/discussions.md#the-screen).
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
      gap: theme.space['2'],
      height: paneHeight.desktop,
      minHeight: '30rem',
    },
    [media.lg]: { gap: theme.space['3'] },
  },
});

const pane = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  ...raisedCardRules,
});

// On phones one pane at a time: the list, or the conversation picked from it.
export const listPane = style([
  pane,
  {
    '@media': {
      [narrow]: {
        selectors: { [`${layout}[data-view="conversation"] &`]: { display: 'none' } },
      },
    },
  },
]);

export const conversationPane = style([
  pane,
  {
    overflow: 'hidden',
    height: paneHeight.phone,
    minHeight: '26rem',
    '@media': {
      [narrow]: {
        selectors: { [`${layout}[data-view="list"] &`]: { display: 'none' } },
      },
      [media.md]: { height: 'auto', minHeight: 0 },
    },
  },
]);

export const placeholder = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space['1.5'],
  padding: theme.space['4'],
  textAlign: 'center',
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const placeholderIcon = style({
  display: 'inline-flex',
  ...iconCircleRules,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brand,
});

export const placeholderIconDanger = style([
  placeholderIcon,
  { backgroundColor: theme.color.dangerSubtle, color: theme.color.danger },
]);

export const placeholderTitle = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const placeholderActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space['1'],
  marginTop: theme.space['0.5'],
});
