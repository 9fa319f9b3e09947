import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// Why a case is open, as the queue's cards and the case view show it: a label in the moderation
// status's colours, then the words that brought it, quoted.

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: theme.space['0.5'],
  paddingBlock: '0.125rem',
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.full,
  backgroundColor: theme.ticketStatus.REQUIRES_MOD_ASSISTANCE.bg,
  color: theme.ticketStatus.REQUIRES_MOD_ASSISTANCE.fg,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

// What was said, as it was said: line breaks kept, long words and addresses broken.
export const quote = style({
  margin: 0,
  paddingInlineStart: theme.space['1.5'],
  borderInlineStart: `3px solid ${theme.color.borderStrong}`,
  color: theme.color.text,
  lineHeight: theme.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space['1.5'],
  rowGap: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
