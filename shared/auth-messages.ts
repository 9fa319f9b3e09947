// Every message the accounts area shows, in one place for the server that sends them, the
// client that shows them and the tests that look for them. Quoted ones are the product's words
// (docs/forms.md).
import { SUPPORT_EMAIL } from './support.ts';

// docs/forms.md#sign-up-and-sign-in.
export const INVALID_CODE = 'Invalid beta code';
export const USED_CODE = 'This beta code has already been used';
export const EXPIRED_CODE = 'This beta code has expired';

// Our own choice: one answer for an unknown email and a wrong password, so sign-in does not
// reveal who has an account.
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED =
  'Please verify your email before signing in. Check your inbox for the link we sent you.';
/** What a suspension does: its mail and the notice on a page it signed out say it alike. */
export const SUSPENSION_EFFECT =
  'A moderator has suspended your Unblock account. You have been signed out everywhere, and you cannot sign in while the suspension lasts.';
/** What comes before the moderator's reason, in the mail and in the notice. */
export const SUSPENSION_REASON_LEAD = 'Here is why:';
/** How a suspended person appeals: the sign-in refusal and the notice on an open page say it alike. */
export const SUSPENSION_APPEAL = `Contact ${SUPPORT_EMAIL} to appeal.`;
/**
 * A moderator suspended the account: the sign-in refusal (said only after the right password),
 * and the refusal of a call from a page whose session the suspension ended.
 */
export const ACCOUNT_SUSPENDED = `This account is suspended. ${SUSPENSION_APPEAL}`;
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
/** A rate limit's refusal, with the real wait ("3 minutes") left in its window. */
export const tooManyAttempts = (wait: string) =>
  `Too many attempts. Please wait ${wait} and try again.`;
/** Sign-up and password reset refuse the passwords attackers try first (server-side list). */
export const COMMON_PASSWORD = 'This password is too common. Please choose a less guessable one.';

// docs/forms.md#password-reset and #verification.
export const INVALID_RESET_LINK =
  'Invalid or expired password reset link. Please request a new one.';
export const RESEND_SENT = 'Verification email has been resent. Please check your inbox.';
export const RESEND_FAILED = 'Failed to resend verification email. Please try again later.';
export const VERIFICATION_FAILED =
  'Email verification failed. Please try again or contact support.';
export const VERIFICATION_UNEXPECTED =
  'An unexpected error occurred during verification. Please try logging in.';
/**
 * A verification link verifies but never signs in an account with two-step sign-in on: only the
 * second step may (docs/accounts.md#two-step-sign-in).
 */
export const VERIFIED_SIGN_IN_WITH_CODE =
  'Your email is verified. Sign in with your password and your authenticator code.';
