import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['3'],
});
