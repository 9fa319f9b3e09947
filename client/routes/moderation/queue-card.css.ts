import { style } from '@vanilla-extract/css';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

/*
 * The moderators' queues (applications, cases) read top to bottom: one card per row at every
 * width. A card stacks on phones; from 900 px what is decided has its own column, `aside` wide,
 * beside what the card is about, so a row stays short however long the text. Components take
 * these through their card's styles: vanilla-extract serialises what a component imports, and
 * `queueCard` is a function.
 */

export const queue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const queueCard = (aside: string) =>
  style({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space['2'],
    width: '100%',
    minWidth: 0,
    ...paddedCardRules,
    '@media': {
      ...paddedCardRules['@media'],
      [media.lg]: {
        display: 'grid',
        gridTemplateColumns: `minmax(0, 1fr) ${aside}`,
        alignItems: 'start',
        columnGap: theme.space['4'],
      },
    },
  });
