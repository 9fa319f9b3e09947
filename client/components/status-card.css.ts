import { style, styleVariants } from '@vanilla-extract/css';
import { centredCardRules, iconCircleRules } from '../styles/surfaces.css.ts';
import { media, theme } from '../styles/theme.css.ts';

// A page that is one state (a checked link, a payment, not found): one calm card, centred.
export const page = style({
  paddingBlock: theme.space['6'],
  '@media': {
    [media.md]: { paddingBlock: theme.space['10'] },
  },
});

export const card = style({ maxWidth: '30rem', ...centredCardRules });

const iconBase = style({ display: 'flex', ...iconCircleRules, marginBottom: theme.space['2'] });

export const icon = styleVariants({
  brand: [iconBase, { backgroundColor: theme.color.brandSubtle, color: theme.color.brand }],
  success: [iconBase, { backgroundColor: theme.color.successSubtle, color: theme.color.success }],
  danger: [iconBase, { backgroundColor: theme.color.dangerSubtle, color: theme.color.danger }],
});

export const title = style({
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.tight,
  color: theme.color.text,
  // A title given the focus (focusTitle) is not a control: it needs no ring.
  ':focus': { outline: 'none' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  marginTop: theme.space['1.5'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  marginTop: theme.space['1'],
  '@media': {
    [media.sm]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
});

export const strong = style({
  color: theme.color.text,
  fontWeight: theme.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
