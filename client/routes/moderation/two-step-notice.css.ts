import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['2'],
  maxWidth: '36rem',
});
