import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// A small brand pill: white on the brand colour is 6.3:1, readable at 12 px.
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.375rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brand,
  color: theme.color.textOnBrand,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
