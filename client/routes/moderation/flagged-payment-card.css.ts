import { style, styleVariants } from '@vanilla-extract/css';
import { badgeRules } from '../../styles/pill.css.ts';
import { theme } from '../../styles/theme.css.ts';
import { queueCard } from './queue-card.css.ts';

// A flagged payment reads as a case card does (case-card.css.ts): what happened beside the
// facts, the money and the refund, in a narrower column of their own from 900 px.
export {
  cause,
  fact,
  factLabel,
  factValue,
  facts,
  main,
  money,
  queue,
  shortId,
  title,
  titleLink,
  top,
} from './case-card.css.ts';

export const card = queueCard('16rem');

// Refunded reads as done (the accepted palette), pending as waiting (the in-review one): the
// milestone palettes, which already pass contrast (docs/screens.md#the-look).
const refundColors = {
  refunded: theme.milestoneStatus.ACCEPTED,
  pending: theme.milestoneStatus.IN_REVIEW,
};

export const refund = styleVariants(refundColors, (colors) => ({
  ...badgeRules,
  backgroundColor: colors.bg,
  color: colors.fg,
}));

export const refundIcon = style({ flexShrink: 0 });
