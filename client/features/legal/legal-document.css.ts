import { globalStyle, style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const page = style({
  paddingBlock: `${theme.space['5']} ${theme.space['8']}`,
  '@media': {
    [media.md]: { paddingBlock: `${theme.space['8']} ${theme.space['12']}` },
  },
});

export const header = style({
  maxWidth: theme.layout.proseWidth,
  marginBottom: theme.space['5'],
});

// The public pages' small label above a heading, one look everywhere.
export { eyebrow } from '../marketing/marketing.css.ts';

export const title = style({
  fontSize: theme.fontSize['3xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.tight,
  '@media': {
    [media.md]: { fontSize: theme.fontSize['4xl'] },
  },
});

export const date = style({
  marginTop: theme.space['1.5'],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
});

export const intro = style({
  marginTop: theme.space['3'],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.relaxed,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space['4'],
  '@media': {
    [media.lg]: {
      gridTemplateColumns: `15rem minmax(0, ${theme.layout.proseWidth})`,
      gap: theme.space['6'],
      alignItems: 'start',
    },
  },
});

export const toc = style({
  padding: theme.space['2'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  '@media': {
    [media.lg]: {
      position: 'sticky',
      top: `calc(${theme.layout.topBarHeight} + ${theme.space['3']})`,
      maxHeight: `calc(100vh - ${theme.layout.topBarHeight} - ${theme.space['6']})`,
      overflowY: 'auto',
    },
  },
});

export const tocTitle = style({
  marginBottom: theme.space['1'],
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  color: theme.color.textMuted,
});

export const tocList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  margin: 0,
  paddingLeft: theme.space['3'],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
});

export const tocLink = style({
  // Block, so a wrapped title keeps its number on its first line.
  display: 'block',
  paddingBlock: theme.space['0.5'],
  color: theme.color.text,
  textDecoration: 'none',
  lineHeight: theme.lineHeight.snug,
  selectors: {
    '&:hover': { color: theme.color.brandText, textDecoration: 'underline' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['5'],
  minWidth: 0,
});

export const summary = style({
  padding: theme.space['3'],
  borderRadius: theme.radius.lg,
  backgroundColor: theme.color.brandSubtle,
  border: `1px solid ${theme.color.brandSubtleHover}`,
});

export const summaryTitle = style({
  marginBottom: theme.space['1.5'],
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
});

export const summaryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  margin: 0,
  paddingLeft: theme.space['3'],
  lineHeight: theme.lineHeight.relaxed,
});

export const section = style({
  // The page already pads anchor jumps by the sticky top bar (global.css.ts); this adds air.
  scrollMarginTop: theme.space['2'],
});

export const sectionTitle = style({
  marginBottom: theme.space['1.5'],
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.snug,
});

export const sectionNumber = style({
  color: theme.color.brandText,
});

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  lineHeight: theme.lineHeight.relaxed,
  color: theme.color.text,
  overflowWrap: 'break-word',
});

globalStyle(`${prose} ul`, {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  margin: 0,
  paddingLeft: theme.space['3'],
});

globalStyle(`${prose} strong`, { fontWeight: theme.fontWeight.semibold });
