import { style } from '@vanilla-extract/css';
import { heroActionsRules, heroPillRules } from '../../features/marketing/marketing.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: `${theme.space['8']} ${theme.space['10']}`,
  // A soft brand glow behind the heading: warmth without competing with the text.
  backgroundImage: `radial-gradient(60rem 28rem at 50% -6rem, ${theme.color.brandSubtleHover}, transparent 70%)`,
  '@media': {
    [media.md]: { paddingBlock: `${theme.space['12']} ${theme.space['16']}` },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['1'],
  marginBottom: theme.space['3'],
  ...heroPillRules,
  boxShadow: theme.shadow.sm,
});

export const badgeDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brand,
});

export const heading = style({
  fontSize: theme.fontSize['5xl'],
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  letterSpacing: '-0.035em',
  color: theme.color.text,
  '@media': {
    [media.md]: { fontSize: '4.5rem' },
  },
});

export const tagline = style({
  marginTop: theme.space['2'],
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
  letterSpacing: theme.letterSpacing.tight,
  color: theme.color.brand,
  textWrap: 'balance',
  '@media': {
    [media.md]: { fontSize: theme.fontSize['4xl'] },
  },
});

export const lead = style({
  maxWidth: '38rem',
  marginTop: theme.space['3'],
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.relaxed,
  color: theme.color.textMuted,
  textWrap: 'pretty',
});

export const actions = style({
  ...heroActionsRules,
  marginTop: theme.space['5'],
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'center', width: 'auto' },
  },
});

export const note = style({
  marginTop: theme.space['3'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});
