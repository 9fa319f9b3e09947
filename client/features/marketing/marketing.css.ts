import { style, styleVariants } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// The public pages' shared rhythm: a hero, then bands that alternate page and surface colour so
// each section reads as its own step without borders everywhere.

// Little space below: the first section's own padding separates them.
export const hero = style({
  paddingBlock: `${theme.space['6']} ${theme.space['1']}`,
  // The landing page's soft brand glow, so the public pages read as one family.
  backgroundImage: `radial-gradient(56rem 24rem at 50% -6rem, ${theme.color.brandSubtleHover}, transparent 70%)`,
  '@media': {
    [media.md]: { paddingBlock: `${theme.space['10']} ${theme.space['2']}` },
  },
});

export const heroInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
});

export const eyebrow = style({
  marginBottom: theme.space['1'],
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const heroHeading = style({
  maxWidth: '48rem',
  fontSize: theme.fontSize['4xl'],
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  letterSpacing: '-0.03em',
  color: theme.color.text,
  '@media': {
    [media.md]: { fontSize: theme.fontSize['6xl'] },
  },
});

export const heroLead = style({
  maxWidth: '40rem',
  marginTop: theme.space['2'],
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.relaxed,
  color: theme.color.textMuted,
  textWrap: 'pretty',
  '@media': {
    [media.md]: { marginTop: theme.space['3'], fontSize: theme.fontSize.xl },
  },
});

/** A hero's buttons: stacked at full width on phones; each hero lays them in a row from 576 px. */
export const heroActionsRules = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  width: '100%',
} as const;

export const heroActions = style({
  ...heroActionsRules,
  marginTop: theme.space['4'],
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'center', width: 'auto' },
  },
});

/** The pill that sits on a hero's glow: an outlined label in the brand's text colour. */
export const heroPillRules = {
  padding: `${theme.space['0.5']} ${theme.space['1.5']}`,
  borderRadius: theme.radius.full,
  border: `1px solid ${theme.color.brandSubtleHover}`,
  backgroundColor: theme.color.surface,
  color: theme.color.brandText,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
} as const;

/** A list of cards: one column on phones; each list says from which width it has more. */
export const cardGridRules = {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  listStyle: 'none',
  padding: 0,
} as const;

const bandBase = style({
  paddingBlock: theme.space['6'],
  '@media': {
    [media.md]: { paddingBlock: theme.space['10'] },
  },
});

export const band = styleVariants({
  page: [bandBase],
  surface: [
    bandBase,
    {
      backgroundColor: theme.color.surface,
      borderBlock: `1px solid ${theme.color.border}`,
    },
  ],
});

// Two classes, so it also beats the band's own padding inside its media query.
export const closeToHero = style({
  selectors: { [`${bandBase}&`]: { paddingTop: theme.space['4'] } },
});

export const sectionHeader = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  marginBottom: theme.space['4'],
  textAlign: 'center',
  '@media': {
    [media.md]: { marginBottom: theme.space['6'] },
  },
});

export const sectionHeading = style({
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.snug,
  color: theme.color.text,
  // Focus lands here from in-page links; the heading itself needs no ring.
  outline: 'none',
  '@media': {
    [media.md]: { fontSize: theme.fontSize['4xl'] },
  },
});

export const sectionIntro = style({
  marginTop: theme.space['1.5'],
  fontSize: theme.fontSize.md,
  lineHeight: theme.lineHeight.relaxed,
  color: theme.color.textMuted,
  textWrap: 'pretty',
  '@media': {
    [media.md]: { fontSize: theme.fontSize.lg },
  },
});
