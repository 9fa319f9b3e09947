import { z } from 'zod';
import { INVALID_EMAIL_LINK } from '../account-messages.ts';
import { email, LINK_TOKEN_PATTERN, password, PASSWORDS_DO_NOT_MATCH } from './auth.ts';
import { text } from './text.ts';

// The account settings page's inputs (docs/accounts.md#password-and-email); the new password
// follows the sign-up and reset rules.

/** The password a signed-in person types to prove it is them: any length, as at sign-in. */
const currentPassword = text().min(1, 'Please enter your current password').max(200);

export const changePasswordInput = z
  .object({
    currentPassword,
    newPassword: password,
    confirmPassword: text().min(1, 'Please confirm your new password').max(200),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const changeEmailInput = z.object({ newEmail: email, currentPassword });
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

/** The token of a mailed confirm or revert link (docs/accounts.md#email-links). */
export const emailChangeTokenInput = z.object({
  token: text().regex(LINK_TOKEN_PATTERN, INVALID_EMAIL_LINK),
});

/** A session of the list, by its public id. */
export const sessionIdInput = z.object({ id: z.uuid() });
