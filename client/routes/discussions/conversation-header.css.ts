import { globalStyle, style } from '@vanilla-extract/css';
import { oneLineRules, shortIdRules, twoLinesRules } from '../../styles/text.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  padding: theme.space['1.5'],
  borderBottom: `1px solid ${theme.color.border}`,
  '@media': {
    [media.sm]: { padding: `${theme.space['1.5']} ${theme.space['2']}` },
  },
});

export const top = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'flex-start',
  columnGap: theme.space['1'],
  rowGap: theme.space['1'],
  '@media': {
    [media.sm]: { flexWrap: 'wrap', columnGap: theme.space['1.5'] },
  },
});

// Phones only: the way back to the list, which shares the screen with the conversation there.
export const back = style({
  flexShrink: 0,
  marginInlineStart: `calc(-1 * ${theme.space['0.5']})`,
  '@media': {
    [media.md]: { display: 'none' },
  },
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  flex: '1 1 0',
  minWidth: 0,
  '@media': {
    [media.sm]: { flex: '1 1 14rem' },
  },
});

export const title = style({
  ...twoLinesRules,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space['1'],
  rowGap: theme.space['0.5'],
  minWidth: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const shortId = style(shortIdRules);

export const party = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  minWidth: 0,
  maxWidth: '100%',
});

export const partyName = style({
  ...oneLineRules,
  color: theme.color.text,
  fontWeight: theme.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
});

// Phones: the buttons keep to the title's row as icons, so the messages keep the height. Their
// words stay in the accessibility tree (a zero font size hides them from sight only), and the
// icons are sized in pixels, so they keep theirs.
globalStyle(`${actions} > *`, {
  '@media': {
    [media.belowSm]: {
      fontSize: 0,
      gap: 0,
      minWidth: '2.75rem',
      paddingInline: theme.space['1'],
    },
  },
});

// The request's description and its Show more (conversation.css.ts folds it away on phones while
// files are being attached).
// The Unblocker's track record beside their name, for the customer (conversation.css.ts folds it
// away on phones while files are being attached, as it does the description).
export const partyRecord = style({ display: 'contents' });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
});

export const body = style({
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
  color: theme.color.textMuted,
  selectors: {
    // Folded, the lines run on (blank lines would only waste the two shown); unfolded, they keep
    // their breaks.
    '&[data-clamped="true"]': {
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      // One line on phones, where the messages need the height most.
      WebkitLineClamp: 1,
      overflow: 'hidden',
    },
  },
  '@media': {
    [media.md]: {
      selectors: { '&[data-clamped="true"]': { WebkitLineClamp: 2 } },
    },
  },
});

export const bodyExpanded = style({
  maxHeight: '12rem',
  overflowY: 'auto',
});

export const toggle = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});
