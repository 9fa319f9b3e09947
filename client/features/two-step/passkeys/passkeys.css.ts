import { style } from '@vanilla-extract/css';
import { theme } from '../../../styles/theme.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1.5'],
  alignSelf: 'stretch',
  marginTop: theme.space['2'],
  paddingTop: theme.space['2'],
  borderTop: `1px solid ${theme.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.semibold,
  color: theme.color.text,
});

// A list of the account's things, one row each, as the sessions list shows its sessions.
export { details, list, meta, row } from '../../account-sessions/sessions.css.ts';
// The two-step section's muted line and dialog body, which the passkeys part of it shares.
export { dialogBody, status as note } from '../two-step.css.ts';

export const name = style({
  margin: 0,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.medium,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});

export const rowActions = style({ display: 'flex', gap: theme.space['1'] });

export const signIn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space['1'],
  marginTop: theme.space['1.5'],
});
