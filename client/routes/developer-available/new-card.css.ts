import { style } from '@vanilla-extract/css';
import { badgeRules } from '../../styles/pill.css.ts';
import { theme } from '../../styles/theme.css.ts';

// The card keeps its own look; the tag sits on its top edge, in the gap above it.
export const wrapper = style({ position: 'relative', display: 'flex', width: '100%', minWidth: 0 });

// White on the brand colour: 6.3:1.
export const tag = style({
  ...badgeRules,
  position: 'absolute',
  top: '-0.625rem',
  right: theme.space['2'],
  zIndex: 1,
  backgroundColor: theme.color.brand,
  color: theme.color.textOnBrand,
  boxShadow: theme.shadow.sm,
});
