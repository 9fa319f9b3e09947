import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// The message being reported, quoted: a few lines, scrollable if it is long.
export const quote = style({
  maxHeight: '8rem',
  overflowY: 'auto',
  margin: 0,
  padding: `${theme.space['1']} ${theme.space['1.5']}`,
  borderInlineStart: `3px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.sm,
  backgroundColor: theme.color.surfaceMuted,
  color: theme.color.text,
  fontSize: theme.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
