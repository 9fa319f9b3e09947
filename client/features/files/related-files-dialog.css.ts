import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['3'],
  marginTop: theme.space['3'],
});

export const groupTitle = style({
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  marginTop: theme.space['1'],
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  minHeight: '2.75rem',
  padding: `${theme.space['1']} ${theme.space['2']}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
});

export const fileIcon = style({ flexShrink: 0, color: theme.color.textMuted });

export const fileName = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

// The whole row's width is the link: the download icon stands at its end, aligned on every row.
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  flex: 1,
  minWidth: 0,
  color: theme.color.brandText,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/** One line, cut with an ellipsis: the row's title attribute holds the whole name. */
export const truncated = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const locked = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
