import { globalStyle, style } from '@vanilla-extract/css';
import { raisedCardRules } from '../../styles/surfaces.css.ts';
import { media, theme } from '../../styles/theme.css.ts';
import {
  breakdown as lines,
  line,
  sectionTitle,
} from '../sandbox-checkout/sandbox-checkout.css.ts';

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['3'],
  maxWidth: '40rem',
  padding: theme.space['2'],
  ...raisedCardRules,
  '@media': {
    [media.sm]: { padding: theme.space['4'] },
    // On paper: the sheet alone, no card around it.
    print: { maxWidth: 'none', padding: 0, border: 'none', boxShadow: 'none' },
  },
});

// Printed, the receipt is the page: the app's top bar and skip link stay off the paper. Only
// while a receipt is shown (`:has`), so no other screen's printout loses its chrome.
globalStyle(`body:has(${sheet}) header, body:has(${sheet}) a[href="#main"]`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${sheet})`, {
  '@media': { print: { backgroundColor: 'white' } },
});

/** The Print and back buttons: for the screen only. */
export const screenOnly = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space['1'],
  '@media': { print: { display: 'none' } },
});

export const sheetHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space['1'],
  paddingBottom: theme.space['2'],
  borderBottom: `1px solid ${theme.color.border}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space['1'],
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.tight,
});

export const brandMark = style({ flexShrink: 0, width: '2rem', height: '2rem' });

export const paidOn = style({ color: theme.color.textMuted, fontSize: theme.fontSize.sm });

export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.space['2'],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['0.5'],
  minWidth: 0,
});

export const term = style({
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.semibold,
  letterSpacing: theme.letterSpacing.wide,
  textTransform: 'uppercase',
  color: theme.color.textMuted,
});

export const value = style({
  fontWeight: theme.fontWeight.medium,
  overflowWrap: 'break-word',
});

export const email = style({
  display: 'block',
  fontWeight: theme.fontWeight.regular,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: theme.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '@media': { print: { color: 'inherit', textDecoration: 'none' } },
});

// A receipt's amounts read as the checkout's breakdown did when the customer paid.

export { lines, line, sectionTitle };

export const money = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' });

export const totalLine = style([
  line,
  {
    paddingTop: theme.space['1.5'],
    borderTop: `1px solid ${theme.color.border}`,
    fontSize: theme.fontSize.lg,
    fontWeight: theme.fontWeight.bold,
  },
]);

export const feeNote = style({
  display: 'block',
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.regular,
  color: theme.color.textMuted,
});

export const reference = style({
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
});

export const referenceId = style({
  fontFamily: theme.font.mono,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});
