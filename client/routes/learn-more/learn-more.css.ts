import { style } from '@vanilla-extract/css';
import { raisedCardRules } from '../../styles/surfaces.css.ts';
import { heroActionsRules, heroPillRules } from '../../features/marketing/marketing.css.ts';
import { media, theme } from '../../styles/theme.css.ts';

export const intro = style({
  paddingBlock: `${theme.space['6']} ${theme.space['5']}`,
  // The landing page's soft glow, so the two first screens read as one site.
  backgroundImage: `radial-gradient(56rem 24rem at 20% -6rem, ${theme.color.brandSubtleHover}, transparent 70%)`,
  '@media': {
    [media.md]: { paddingBlock: `${theme.space['10']} ${theme.space['6']}` },
  },
});

export const introInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});

// The public pages' small label above a heading, one look everywhere.
export { eyebrow } from '../../features/marketing/marketing.css.ts';

export const heading = style({
  maxWidth: '54rem',
  fontSize: theme.fontSize['3xl'],
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  letterSpacing: '-0.03em',
  textWrap: 'pretty',
  '@media': {
    [media.md]: { fontSize: theme.fontSize['5xl'] },
  },
});

// The second sentence starts its own line where both fit on one each, so no word is stranded.
export const headingLine = style({
  '@media': {
    [media.md]: { display: 'block' },
  },
});

export const lead = style({
  maxWidth: '46rem',
  marginTop: theme.space['3'],
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.relaxed,
  color: theme.color.textMuted,
  textWrap: 'pretty',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  marginTop: theme.space['4'],
  padding: 0,
  listStyle: 'none',
});

export const fact = style(heroPillRules);

export const stepsSection = style({
  paddingBlock: `${theme.space['4']} ${theme.space['8']}`,
});

export const sectionHeading = style({
  marginBottom: theme.space['4'],
  fontSize: theme.fontSize['2xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  '@media': {
    [media.md]: { fontSize: theme.fontSize['3xl'] },
  },
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space['3'] },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  padding: theme.space['3'],
  ...raisedCardRules,
});

export const stepTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: theme.space['2'],
});

export const stepIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.brandSubtle,
  color: theme.color.brand,
});

export const stepNumber = style({
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
});

export const stepTitle = style({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
});

export const stepText = style({
  marginTop: theme.space['1'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
});

export const actions = style({
  ...heroActionsRules,
  marginTop: theme.space['4'],
  '@media': {
    [media.sm]: { flexDirection: 'row', width: 'auto' },
  },
});
