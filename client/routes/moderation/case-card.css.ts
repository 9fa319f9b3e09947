import { style } from '@vanilla-extract/css';
import { shortIdRules } from '../../styles/text.css.ts';
import { media, theme } from '../../styles/theme.css.ts';
import { queueCard } from './queue-card.css.ts';

export { queue } from './queue-card.css.ts';

// The parties and the money beside why the case is open; the edge in the status's colour.
export const card = style([
  queueCard('18rem'),
  { borderInlineStart: `4px solid ${theme.ticketStatus.REQUIRES_MOD_ASSISTANCE.solid}` },
]);

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.space['1.5'],
  rowGap: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const shortId = style(shortIdRules);

export const title = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: theme.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

export const cause = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  minWidth: 0,
  maxWidth: theme.layout.proseWidth,
});

// On a card the quote is cut after four lines: the case view shows it whole.
export const quote = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
});

export const more = style({
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  margin: 0,
  paddingTop: theme.space['1.5'],
  borderTop: `1px solid ${theme.color.border}`,
  fontSize: theme.fontSize.sm,
  '@media': {
    [media.lg]: {
      paddingTop: 0,
      paddingInlineStart: theme.space['3'],
      borderTop: 'none',
      borderInlineStart: `1px solid ${theme.color.border}`,
    },
  },
});

// Label and value on one line while they fit; a long name wraps under its label, never off the card.
export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: theme.space['1.5'],
  rowGap: theme.space['0.5'],
});

export const factLabel = style({ color: theme.color.textMuted });

export const factValue = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.space['0.5'],
  minWidth: 0,
  margin: 0,
  fontWeight: theme.fontWeight.medium,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const nobody = style({
  fontWeight: theme.fontWeight.regular,
  fontStyle: 'italic',
  color: theme.color.textMuted,
});

export const money = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: theme.fontWeight.semibold,
});
