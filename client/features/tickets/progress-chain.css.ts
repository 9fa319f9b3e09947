import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from '../../styles/theme.css.ts';

export const chain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  // One line high whatever the status, so cards in a row line up.
  minHeight: '1.5rem',
});

export const stepCount = style({
  color: theme.color.textMuted,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.medium,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: theme.space['0.5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const segment = style({
  // Anchors the step's visually hidden label.
  position: 'relative',
  height: '0.375rem',
  borderRadius: theme.radius.full,
});

// Done steps in the brand colour, the current one in its status colour (the same as its badge),
// the rest a neutral track. Each `solid` colour is ≥ 3:1 on white (non-text contrast).
export const step = styleVariants({
  done: [segment, { backgroundColor: theme.color.brand }],
  upcoming: [segment, { backgroundColor: theme.color.borderStrong }],
});

export const currentStep = styleVariants(theme.ticketStatus, (colors) => [
  segment,
  {
    backgroundColor: colors.solid,
    // A raised, taller mark, so "current" does not rely on colour alone.
    height: '0.625rem',
    marginTop: '-0.125rem',
    boxShadow: `0 0 0 2px ${theme.color.surface}, 0 0 0 3px ${colors.solid}`,
  },
]);
