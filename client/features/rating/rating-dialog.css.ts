import { style } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['2'],
});

export const stars = style({
  display: 'flex',
  gap: theme.space['1'],
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  marginBottom: theme.space['1'],
  fontWeight: theme.fontWeight.medium,
});

// The radio stays in the accessibility tree and takes focus; the star is its visible face.
export const starInput = style({
  position: 'absolute',
  opacity: 0,
  width: '1px',
  height: '1px',
});

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: theme.radius.md,
  color: theme.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    [`${starInput}:focus-visible + &`]: {
      outline: `2px solid ${theme.color.brand}`,
      outlineOffset: '2px',
    },
  },
});

export const starOn = style({ color: theme.color.warning });

export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  padding: theme.space['1'],
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.md,
  font: 'inherit',
  resize: 'vertical',
});

export const fairness = style({
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
