import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, theme } from '../../styles/theme.css.ts';
import { attachPanel } from './composer.css.ts';
import { details, partyRecord } from './conversation-header.css.ts';

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

// A phone attaching files: the request's description and the Unblocker's track record step
// aside, so the messages keep room above the files and the field.
globalStyle(`${conversation}:has(${attachPanel}:not([hidden])) :is(${details}, ${partyRecord})`, {
  '@media': { [media.belowSm]: { display: 'none' } },
});

// The log and what floats over its bottom edge (typing, "New messages").
export const logFrame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  backgroundColor: theme.color.page,
});

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  // The list keeps the reader's place itself when earlier messages arrive above.
  overflowAnchor: 'none',
  overscrollBehavior: 'contain',
  padding: `${theme.space['2']} ${theme.space['1.5']} ${theme.space['4']}`,
  '@media': {
    [media.sm]: { paddingInline: theme.space['2'] },
  },
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const olderRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space['1'],
  paddingBottom: theme.space['2'],
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const olderError = style({ color: theme.color.danger, textAlign: 'center' });

export const beginning = style({
  textAlign: 'center',
  fontSize: theme.fontSize.xs,
  color: theme.color.textMuted,
  paddingBottom: theme.space['2'],
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space['1'],
  minHeight: '100%',
  padding: theme.space['3'],
  textAlign: 'center',
  color: theme.color.textMuted,
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, 0.5rem)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

export const newPill = style({
  position: 'absolute',
  left: '50%',
  bottom: theme.space['4'],
  transform: 'translateX(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['0.5'],
  height: '2.25rem',
  paddingInline: theme.space['1.5'],
  border: 'none',
  borderRadius: theme.radius.full,
  backgroundColor: theme.color.brand,
  color: theme.color.textOnBrand,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.semibold,
  boxShadow: theme.shadow.md,
  cursor: 'pointer',
  animation: `${rise} ${theme.duration.normal} ${theme.easing.out}`,
  selectors: {
    '&:hover': { backgroundColor: theme.color.brandHover },
  },
});

export const typing = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  minHeight: '1.75rem',
  padding: `${theme.space['0.5']} ${theme.space['2']}`,
  background: `linear-gradient(to top, ${theme.color.page} 60%, transparent)`,
  fontSize: theme.fontSize.xs,
  fontStyle: 'italic',
  color: theme.color.textMuted,
  pointerEvents: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const notice = style({
  padding: `${theme.space['1']} ${theme.space['1.5']} 0`,
  backgroundColor: theme.color.surface,
  '@media': {
    [media.sm]: { paddingInline: theme.space['2'] },
  },
});

export const noticeBody = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space['1'],
});

export const noticeDismiss = style({
  width: '2rem',
  height: '2rem',
  marginBlock: '-0.375rem',
  flexShrink: 0,
  color: 'inherit',
});

export const readOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space['1'],
  padding: `${theme.space['1.5']} ${theme.space['2']}`,
  borderTop: `1px solid ${theme.color.border}`,
  backgroundColor: theme.color.surfaceMuted,
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const readOnlyIcon = style({ flexShrink: 0 });

export const skeletonHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  padding: theme.space['2'],
  borderBottom: `1px solid ${theme.color.border}`,
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });
export const skeletonBar = style({
  display: 'block',
  height: '1rem',
  borderRadius: theme.radius.md,
  backgroundColor: theme.color.surfaceMuted,
  animation: `${pulse} 1.6s ${theme.easing.standard} infinite`,
});
