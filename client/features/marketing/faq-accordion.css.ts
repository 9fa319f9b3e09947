import { keyframes, style } from '@vanilla-extract/css';
import { cardListRules, dividedRowRules } from '../../styles/surfaces.css.ts';
import { accordionHeadingRules } from '../../styles/text.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const root = style(cardListRules);

export const item = style(dividedRowRules);

export const header = style(accordionHeadingRules);

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['2'],
  width: '100%',
  minHeight: '3.5rem',
  padding: `${theme.space['2']} ${theme.space['2']}`,
  border: 'none',
  background: 'none',
  color: theme.color.text,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
  textAlign: 'left',
  transition: `background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted },
    '&[data-state="open"]': { color: theme.color.brandText },
    // Inside the rounded card the ring is drawn inside, so overflow: hidden cannot clip it.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
  '@media': {
    [media.sm]: { paddingInline: theme.space['3'] },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: theme.color.textMuted,
  transition: `transform ${theme.duration.normal} ${theme.easing.standard}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)', color: theme.color.brand },
  },
});

const reveal = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

// Answers are always rendered (so the prerendered page carries them) and hidden while closed.
export const content = style({
  padding: `0 ${theme.space['2']} ${theme.space['2']}`,
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
    '&[data-state="open"]': { animation: `${reveal} ${theme.duration.slow} ${theme.easing.out}` },
  },
  '@media': {
    [media.sm]: { paddingInline: theme.space['3'] },
  },
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  maxWidth: '40rem',
});
