import { style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';

// A segmented control: three equal columns at every width, so the tabs never scroll sideways.
// At 360 px the longer names wrap to two lines inside their segment rather than overflow.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: theme.space['0.5'],
  padding: theme.space['0.5'],
  marginBottom: theme.space['3'],
  borderRadius: theme.radius.lg,
  backgroundColor: theme.color.surfaceMuted,
  border: `1px solid ${theme.color.border}`,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `${theme.space['1']} ${theme.space['1']}`,
  border: '1px solid transparent',
  borderRadius: theme.radius.md,
  background: 'none',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  lineHeight: theme.lineHeight.snug,
  textAlign: 'center',
  transition: `background-color ${theme.duration.fast} ${theme.easing.standard}, color ${theme.duration.fast} ${theme.easing.standard}`,
  selectors: {
    '&:hover': { color: theme.color.text },
    '&[data-state="active"]': {
      backgroundColor: theme.color.surface,
      borderColor: theme.color.border,
      color: theme.color.brandText,
      boxShadow: theme.shadow.sm,
    },
  },
  '@media': {
    [media.sm]: { fontSize: theme.fontSize.md, paddingInline: theme.space['2'] },
  },
});

// Every tab's questions are rendered (prerendered HTML carries them all); CSS hides the others.
export const panel = style({
  selectors: {
    '&[data-state="inactive"]': { display: 'none' },
  },
});
