import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const section = style({
  paddingBlock: theme.space['8'],
  backgroundColor: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  '@media': {
    [media.md]: { paddingBlock: theme.space['12'] },
  },
});

export const header = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  marginBottom: theme.space['6'],
  textAlign: 'center',
});

export const heading = style({
  fontSize: theme.fontSize['3xl'],
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
  lineHeight: theme.lineHeight.snug,
  '@media': {
    [media.md]: { fontSize: theme.fontSize['4xl'] },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['3'],
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space['4'] },
  },
});

// The public pages' label and icon cards, one look on the landing page and the marketing pages.
export { eyebrow } from '../../features/marketing/marketing.css.ts';
export {
  card,
  icon,
  text as cardText,
  title as cardTitle,
} from '../../features/marketing/feature-grid.css.ts';
