import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['3'],
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: '3fr 2fr', gap: theme.space['4'] },
  },
});

export const receipt = style({
  padding: theme.space['2'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surface,
  boxShadow: theme.shadow.md,
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  marginBottom: theme.space['2'],
  textAlign: 'left',
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

export const headCell = style({
  paddingBottom: theme.space['1'],
  borderBottom: `1px solid ${theme.color.border}`,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.textMuted,
  textAlign: 'left',
});

export const cell = style({
  paddingBlock: theme.space['1.5'],
  borderBottom: `1px solid ${theme.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: theme.fontWeight.regular,
});

export const milestoneTitle = style({
  display: 'block',
  color: theme.color.text,
  fontWeight: theme.fontWeight.medium,
});

export const milestoneMeta = style({
  display: 'block',
  marginTop: theme.space['0.5'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const totalCell = style({
  paddingTop: theme.space['2'],
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  color: theme.color.text,
  textAlign: 'left',
});

export const splitCell = style({
  paddingTop: theme.space['1'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  textAlign: 'left',
  fontWeight: theme.fontWeight.regular,
});

export const note = style({
  marginTop: theme.space['2'],
  fontSize: theme.fontSize.sm,
  lineHeight: theme.lineHeight.relaxed,
  color: theme.color.textMuted,
});

export const beta = style({
  padding: theme.space['3'],
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.color.brandSubtleHover}`,
  backgroundColor: theme.color.brandSubtle,
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
  },
});

export const betaHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.brandText,
});

export const betaText = style({
  marginTop: theme.space['1.5'],
  lineHeight: theme.lineHeight.relaxed,
  color: theme.color.text,
});

export const betaList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  marginTop: theme.space['2'],
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const betaRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space['2'],
});

export const betaTotal = style([
  betaRow,
  {
    paddingTop: theme.space['1'],
    borderTop: `1px solid ${theme.color.brandSubtleHover}`,
    fontWeight: theme.fontWeight.bold,
  },
]);

// Last, so the amount column stays right-aligned in the footer rows too.
export const amountCell = style({
  paddingLeft: theme.space['2'],
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
