import { style } from '@vanilla-extract/css';
import { paddedCardRules } from '../../styles/surfaces.css.ts';
import { theme } from '../../styles/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  ...paddedCardRules,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
});

export const titleIcon = style({ flexShrink: 0, color: theme.color.brand });

export const text = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space['1'],
  color: theme.color.textMuted,
  lineHeight: theme.lineHeight.relaxed,
  overflowWrap: 'break-word',
  minWidth: 0,
});

const iconRules = { flexShrink: 0, marginTop: '0.2rem' } as const;
export const iconSuccess = style({ ...iconRules, color: theme.color.success });
export const iconWarning = style({ ...iconRules, color: theme.color.warning });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space['1.5'],
});

// A live region kept in the page (so the change is heard), out of the layout while it is empty.
export const leaving = style({
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const notFinished = style({
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});
