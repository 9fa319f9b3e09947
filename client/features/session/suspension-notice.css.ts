import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// The moderator's reason, in their words: set off like a quote, line breaks kept, long words and
// addresses broken so a 360 px phone never scrolls sideways.
export const reason = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  margin: 0,
  padding: theme.space['1.5'],
  borderInlineStart: `3px solid ${theme.color.danger}`,
  // Rounded on the far side only, so the rule down its start stays straight.
  borderStartEndRadius: theme.radius.md,
  borderEndEndRadius: theme.radius.md,
  backgroundColor: theme.color.dangerSubtle,
});

export const reasonLead = style({
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const reasonText = style({
  margin: 0,
  color: theme.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const email = style({
  color: theme.color.brandText,
  fontWeight: theme.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
