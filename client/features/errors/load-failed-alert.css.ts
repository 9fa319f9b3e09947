import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// The reason and the retry button share a line where they fit, and stack on a phone.
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1'],
});
