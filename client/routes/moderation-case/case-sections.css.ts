import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// Where the parts begin, under the sticky top bar: a part chosen further down opens from here.
export const anchor = style({
  scrollMarginTop: theme.layout.topBarHeight,
  // The page's sections are spaced by its gap; this marker takes none of it.
  marginBottom: `calc(-1 * ${theme.space['4']})`,
});

// Stays under the top bar while the part below it scrolls, so another part is one tap away.
export const tablist = style({
  position: 'sticky',
  top: theme.layout.topBarHeight,
  zIndex: 1,
  // Each tab as wide as its word needs ("Conversation" is the longest), the room left shared out;
  // on a very narrow screen they wrap rather than break a word.
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['0.5'],
  padding: theme.space['0.5'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.sm,
});

export const tab = style({
  flex: '1 1 auto',
  minHeight: '2.75rem',
  padding: `0 ${theme.space['1']}`,
  border: 'none',
  borderRadius: theme.radius.md,
  background: 'none',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: theme.color.brand,
      color: theme.color.textOnBrand,
      fontWeight: theme.fontWeight.semibold,
    },
    '&:focus-visible': {
      outline: `2px solid ${theme.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

// A part on its own: its sections spaced as the page spaces them.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['4'],
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

// Wide screens: the part's sections sit straight in the page, spaced by its own gap.
export const together = style({ display: 'contents' });
