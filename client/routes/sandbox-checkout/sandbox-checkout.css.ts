import { style, styleVariants } from '@vanilla-extract/css';
import { centredCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['3'],
  maxWidth: '32rem',
  ...centredCardRules,
});

// The loading card keeps roughly the checkout's height, so the page does not jump when it loads.
export const loadingCard = style([
  card,
  { alignItems: 'center', justifyContent: 'center', minHeight: '28rem' },
]);

export const sandboxNotice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  padding: `${theme.space['1.5']} ${theme.space['2']}`,
  borderRadius: theme.radius.md,
  border: '1px solid #FDE68A',
  backgroundColor: theme.color.warningSubtle,
  color: '#92400E',
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
});

export const noticeIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.1rem',
});

export const noticeTitle = style({
  display: 'block',
  fontWeight: theme.fontWeight.semibold,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
});

export const eyebrow = style({
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.textMuted,
});

export const title = style({
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontSize: theme.fontSize['4xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const sectionTitle = style({
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  color: theme.color.textMuted,
});

export const breakdown = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  marginTop: theme.space['1'],
});

export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space['2'],
  color: theme.color.text,
});

export const lineLabel = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const lineValue = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const discountValue = style([lineValue, { color: theme.color.success }]);

export const totalLine = style([
  line,
  {
    marginTop: theme.space['0.5'],
    paddingTop: theme.space['1.5'],
    borderTop: `1px solid ${theme.color.border}`,
    fontSize: theme.fontSize.lg,
    fontWeight: theme.fontWeight.bold,
  },
]);

export const feeNote = style({
  marginTop: theme.space['1'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const escrowNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.normal,
  color: theme.color.textMuted,
});

export const escrowIcon = style({
  flexShrink: 0,
  marginTop: '0.1rem',
  color: theme.color.success,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
});

// The pay button's icon and spinner take the same box, so its width never changes.
export const payIcon = style({ flexShrink: 0 });

const statusBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  padding: theme.space['2'],
  borderRadius: theme.radius.md,
  border: '1px solid',
});

export const statusPanel = styleVariants({
  done: [
    statusBase,
    { backgroundColor: theme.color.successSubtle, borderColor: '#A7F3D0', color: '#065F46' },
  ],
  closed: [
    statusBase,
    {
      backgroundColor: theme.color.surfaceMuted,
      borderColor: theme.color.border,
      color: theme.color.text,
    },
  ],
});

export const statusText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  fontWeight: theme.fontWeight.semibold,
});

export const statusIcon = style({ flexShrink: 0, marginTop: '0.15rem' });

export const statusActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  '@media': {
    [media.sm]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
});

const messageIconBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radius.full,
});

export const messageIcon = styleVariants({
  danger: [
    messageIconBase,
    { backgroundColor: theme.color.dangerSubtle, color: theme.color.danger },
  ],
  brand: [messageIconBase, { backgroundColor: theme.color.brandSubtle, color: theme.color.brand }],
});

export const messageBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});
