import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['2'],
});

// The facts being confirmed (what, how much), as a compact list on a muted panel.
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  padding: theme.space['2'],
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
});

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.space['2'],
});

export const factLabel = style({
  flexShrink: 0,
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
});

export const factValue = style({
  minWidth: 0,
  fontWeight: theme.fontWeight.semibold,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.normal,
});

// The spinner and the icon share one box, so the button keeps its width while busy (and the
// global `max-width: 100%` on svg cannot squeeze it).
export const buttonIcon = style({ flexShrink: 0, maxWidth: 'none' });
