import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

// The supported-categories checklist of Filter Tickets and Edit Profile.

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  marginBottom: theme.space['1'],
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// The mobile sub-options, indented under Mobile with a guide line.
export const subOptions = style([
  options,
  {
    marginInlineStart: '0.625rem',
    paddingInlineStart: theme.space['2'],
    borderInlineStart: `2px solid ${theme.color.border}`,
  },
]);

// The whole row is the label, 44 px tall: an easy target on a phone.
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1.5'],
  minHeight: '2.75rem',
  cursor: 'pointer',
  fontSize: theme.fontSize.md,
  color: theme.color.text,
});

export const checkbox = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  borderRadius: theme.radius.sm,
  // textSubtle: the box's edge keeps 3:1 against white (non-text contrast).
  border: `2px solid ${theme.color.textSubtle}`,
  backgroundColor: theme.color.surface,
  color: theme.color.textOnBrand,
  cursor: 'pointer',
  transition: `background-color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: theme.color.brand,
      borderColor: theme.color.brand,
    },
    '&:focus-visible': {
      outline: `2px solid ${theme.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
