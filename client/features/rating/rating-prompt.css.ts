import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// Under the banner's main line: the words, and the button after them (under them on a phone).
export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  paddingTop: theme.space['1'],
  borderTop: `1px solid ${theme.color.borderStrong}`,
  color: theme.color.text,
});

export const fairness = style({
  margin: 0,
  marginTop: theme.space['1'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
