import { style } from '@vanilla-extract/css';
import { theme } from '../styles/theme.css.ts';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px: the comfortable touch target for the only control on a phone's top bar.
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: theme.radius.md,
  backgroundColor: 'transparent',
  color: theme.color.text,
  transition: `background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: theme.color.surfaceMuted },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
