import { style } from '@vanilla-extract/css';
import { raisedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  padding: theme.space['3'],
  ...raisedCardRules,
  '@media': {
    [media.sm]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['2'],
  minWidth: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  minWidth: 0,
});

// Long emails break rather than push the card wider than a 360 px phone.
export const name = style({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

// Without a name the email stands in its place, at a size an address fits: at the name's size a
// long one broke over five lines on a 360 px phone.
export const emailAsName = style({ fontSize: theme.fontSize.md });

export const email = style({
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  flexShrink: 0,
});

// A small mark, in words so it does not rest on the icon or its colour.
export const vetted = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: theme.space['0.5'],
  marginTop: theme.space['0.5'],
  paddingBlock: '0.125rem',
  paddingInline: theme.space['1'],
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.successSubtle,
  color: theme.color.success,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
});

export const vettedIcon = style({ flexShrink: 0 });
