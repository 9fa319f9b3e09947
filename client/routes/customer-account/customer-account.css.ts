import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const paymentsText = style({
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});
