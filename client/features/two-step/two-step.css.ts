import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  alignItems: 'flex-start',
});

export const status = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const statusOn = style({ fontWeight: theme.fontWeight.semibold, color: theme.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['2'],
});

export const qr = style({
  display: 'block',
  width: '11rem',
  height: '11rem',
  marginInline: 'auto',
  // The code's own white margin is its quiet zone; the border only frames it.
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
});

export const secretLabel = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const secret = style({
  display: 'block',
  marginTop: theme.space['0.5'],
  padding: theme.space['1'],
  fontFamily: theme.font.mono,
  fontSize: theme.fontSize.sm,
  color: theme.color.text,
  backgroundColor: theme.color.surfaceMuted,
  borderRadius: theme.radius.md,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space['1'],
  margin: 0,
  padding: theme.space['1.5'],
  listStyle: 'none',
  fontFamily: theme.font.mono,
  fontSize: theme.fontSize.md,
  color: theme.color.text,
  backgroundColor: theme.color.surfaceMuted,
  borderRadius: theme.radius.md,
});

export const note = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
