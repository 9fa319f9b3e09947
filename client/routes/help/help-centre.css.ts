import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { cardListRules, dividedRowRules, raisedCardRules } from '../../styles/surfaces.css.ts';
import { accordionHeadingRules } from '../../styles/text.css.ts';
import { media, theme } from '../../styles/theme.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';

export const centre = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['4'],
});

export const searchRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  maxWidth: '40rem',
});

export const searchField = style({ display: 'flex', flexDirection: 'column' });

// The field's name is for screen readers; sighted users have the icon and the placeholder.
export const searchLabel = style(visuallyHiddenRules);

export const searchBox = style({ position: 'relative' });

export const searchIcon = style({
  position: 'absolute',
  top: '50%',
  left: theme.space['2'],
  transform: 'translateY(-50%)',
  color: theme.color.textSubtle,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  height: '3.25rem',
  paddingInline: `${theme.space['6']} ${theme.space['6']}`,
  fontSize: theme.fontSize.md,
  color: theme.color.text,
  backgroundColor: theme.color.surface,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: theme.color.textSubtle },
    // The browser's own clear button would sit beside ours.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&:focus-visible': {
      outline: 'none',
      borderColor: theme.color.brand,
      boxShadow: `0 0 0 3px ${theme.color.brandSubtleHover}`,
    },
  },
});

export const clearButton = style({
  position: 'absolute',
  top: '50%',
  right: theme.space['1'],
  transform: 'translateY(-50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 'none',
  borderRadius: theme.radius.md,
  backgroundColor: 'transparent',
  color: theme.color.textMuted,
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted, color: theme.color.text },
  },
});

export const status = style({
  minHeight: '1.5em',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['4'],
  '@media': {
    [media.lg]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

// A convenience for wide screens; on phones the search and the headings do the job.
export const topicNav = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${theme.layout.topBarHeight} + ${theme.space['3']})`,
    },
  },
});

export const topicList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  padding: 0,
  listStyle: 'none',
});

export const topicLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  padding: `${theme.space['1']} ${theme.space['1.5']}`,
  borderRadius: theme.radius.md,
  color: theme.color.text,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted, color: theme.color.text },
  },
});

export const topicCount = style({
  minWidth: '1.75rem',
  padding: `0 ${theme.space['0.5']}`,
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.surfaceMuted,
  color: theme.color.textMuted,
  fontSize: theme.fontSize.xs,
  lineHeight: '1.5rem',
  textAlign: 'center',
});

export const topics = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['5'],
  minWidth: 0,
});

export const topic = style({ scrollMarginTop: theme.space['2'] });

export const topicTitle = style({
  marginBottom: theme.space['1.5'],
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.tight,
});

export const articleList = style(cardListRules);

export const article = style(dividedRowRules);

export const articleHeader = style(accordionHeadingRules);

export const chevron = style({
  flexShrink: 0,
  color: theme.color.textMuted,
  transition: `transform ${theme.duration.normal} ${theme.easing.standard}`,
});

export const articleTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['2'],
  width: '100%',
  minHeight: '3.5rem',
  padding: `${theme.space['1.5']} ${theme.space['2']}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: theme.color.text,
  fontWeight: 'inherit',
  lineHeight: theme.lineHeight.snug,
  textAlign: 'left',
  selectors: {
    '&:hover': { backgroundColor: theme.color.page },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

// The chevron turns when its article is open.
globalStyle(`${articleTrigger}[data-state="open"] ${chevron}`, { transform: 'rotate(180deg)' });

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const articleContent = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${theme.duration.normal} ${theme.easing.out}` },
    '&[data-state="closed"]': {
      animation: `${close} ${theme.duration.fast} ${theme.easing.in}`,
    },
  },
});

export const articleBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  padding: `0 ${theme.space['2']} ${theme.space['2']}`,
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

export const mark = style({
  // No padding: a match inside a word ("refund" in "refunded") must not split it visually.
  borderRadius: '2px',
  backgroundColor: theme.color.warningSubtle,
  boxShadow: `inset 0 -2px 0 ${theme.color.warning}`,
  color: theme.color.text,
});

export const empty = style({
  ...raisedCardRules,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space['1.5'],
  padding: `${theme.space['5']} ${theme.space['3']}`,
  textAlign: 'center',
});

export const emptyIcon = style({ color: theme.color.textSubtle });

export const emptyTitle = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
});

export const emptyText = style({
  maxWidth: '32rem',
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const contact = style({
  ...raisedCardRules,
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['2'],
  padding: theme.space['3'],
  backgroundColor: theme.color.brandSubtle,
  borderColor: theme.color.brandSubtleHover,
});

export const contactIcon = style({ flexShrink: 0, color: theme.color.brand });

export const contactTitle = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
});

export const contactText = style({
  marginTop: theme.space['0.5'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
