// SPEC §8 "Password reset and verification": the texts users see, in one place so pages and
// tests cannot drift apart.
export const RESEND_SENT = 'Verification email has been resent. Please check your inbox.';
export const RESEND_FAILED = 'Failed to resend verification email. Please try again later.';
export const VERIFICATION_FAILED =
  'Email verification failed. Please try again or contact support.';
export const SESSION_NOT_ESTABLISHED =
  'Verification complete, but session could not be established. Please try logging in.';
export const VERIFICATION_UNEXPECTED =
  'An unexpected error occurred during verification. Please try logging in.';
export const INVALID_RESET_LINK =
  'Invalid or expired password reset link. Please request a new one.';

// SPEC §9 redirect delays.
export const AFTER_SIGN_IN_MS = 100;
export const AFTER_VERIFIED_MS = 2_000;
export const AFTER_FAILED_VERIFICATION_MS = 3_000;
export const AFTER_PASSWORD_RESET_MS = 3_000;

/** How long the resend button rests after each send; the server allows one a minute too. */
export const RESEND_COOLDOWN_SECONDS = 60;
