import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['3'],
  paddingBlock: theme.space['4'],
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
});

export const copyright = style({
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space['3'],
  rowGap: theme.space['1'],
  listStyle: 'none',
  padding: 0,
});

export const link = style({
  display: 'inline-block',
  paddingBlock: theme.space['0.5'],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: theme.color.text, textDecoration: 'underline' },
  },
});
