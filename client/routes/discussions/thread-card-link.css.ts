import { style } from '@vanilla-extract/css';
import { oneLineRules, shortIdRules, twoLinesRules } from '../../styles/text.css.ts';
import { theme } from '../../styles/theme.css.ts';

// A whole card is one link: the conversation it opens. The selected one is tinted and marked
// with a bar on its leading edge, so the choice does not rest on colour alone.
export const card = style({
  position: 'relative',
  display: 'flex',
  gap: theme.space['1.5'],
  padding: theme.space['1.5'],
  borderRadius: theme.radius.md,
  border: '1px solid transparent',
  color: theme.color.text,
  textDecoration: 'none',
  transition: `background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted, color: theme.color.text },
    '&[aria-current="true"]': {
      backgroundColor: theme.color.brandSubtle,
      borderColor: theme.color.brandSubtleHover,
    },
    '&[aria-current="true"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: theme.space['1'],
      insetInlineStart: '-1px',
      width: '3px',
      borderRadius: theme.radius.full,
      backgroundColor: theme.color.brand,
    },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  flex: 1,
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  minWidth: 0,
});

export const name = style({
  flex: 1,
  ...oneLineRules,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.space['1'],
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
});

export const shortId = style(shortIdRules);

export const title = style({
  ...twoLinesRules,
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.snug,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1'],
  marginTop: '0.125rem',
});

export const readOnly = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
});
