import { style } from '@vanilla-extract/css';
import { pillRules } from '../../styles/pill.css.ts';
import { theme } from '../../styles/theme.css.ts';

// An offered request's line on its card (docs/lifecycle.md#hire-again): a tinted pill, so the
// developer it is offered to sees at a glance that it waits for them.
export const offer = style({
  ...pillRules,
  alignSelf: 'flex-start',
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.brandText,
  background: theme.color.brandSubtle,
});
