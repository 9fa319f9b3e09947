import { keyframes, style } from '@vanilla-extract/css';
import { twoLinesRules } from '../../styles/text.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

// Bottom right from 576 px; across the bottom on phones. The region itself takes no clicks, so
// the page under its empty space stays usable.
export const region = style({
  position: 'fixed',
  insetInline: theme.space['1'],
  bottom: theme.space['1'],
  zIndex: theme.zIndex.toast,
  pointerEvents: 'none',
  '@media': {
    [media.sm]: {
      insetInline: 'auto',
      right: theme.space['3'],
      bottom: theme.space['3'],
      width: '22rem',
    },
  },
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: theme.space['1'],
});

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  padding: theme.space['1.5'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  borderLeft: `4px solid ${theme.color.brand}`,
  backgroundColor: theme.color.surfaceRaised,
  boxShadow: theme.shadow.lg,
  animation: `${slideIn} ${theme.duration.slow} ${theme.easing.out}`,
});

export const icon = style({ flexShrink: 0, marginTop: '0.125rem', color: theme.color.brand });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space['0.5'],
  flex: 1,
  minWidth: 0,
});

export const text = style({
  ...twoLinesRules,
  margin: 0,
  fontSize: theme.fontSize.sm,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});

export const lead = style({ fontWeight: theme.fontWeight.semibold });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { color: theme.color.brandActive } },
});

export const close = style({ flexShrink: 0, marginTop: '-0.375rem', marginRight: '-0.375rem' });
