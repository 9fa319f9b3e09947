// What the account settings page's password, email and sessions parts say, in one place for the
// server that sends them, the client that shows them and the tests that look for them
// (docs/accounts.md#password-and-email, docs/accounts.md#where-you-are-signed-in).

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
export const PASSWORD_CHANGED = 'Password changed. You were signed out everywhere else.';
export const SAME_EMAIL = 'This is already your email.';
export const INVALID_EMAIL_LINK = 'This link is invalid or has expired.';
/** The address was taken by another account between the request and its confirmation. */
export const EMAIL_NO_LONGER_FREE =
  'Another account now uses this email, so we could not change yours.';
export const EMAIL_CONFIRMED = 'Your email is changed. Use the new address to sign in.';
export const EMAIL_REVERTED =
  'We put your old email back and signed you out everywhere. We sent it a link to choose a new password.';
export const SESSION_NOT_FOUND = 'That session has already ended.';

/** The line shown after an email change is requested, until it is confirmed or cancelled. */
export const emailChangeSent = (newEmail: string) =>
  `We sent a link to ${newEmail}. Your email changes when you open it.`;
