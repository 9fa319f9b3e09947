// The texts users see live in shared/ with the server that sends them.
export {
  INVALID_RESET_LINK,
  RESEND_FAILED,
  RESEND_SENT,
  VERIFICATION_FAILED,
  VERIFICATION_UNEXPECTED,
} from '#shared/auth-messages.ts';

// The redirect delays (docs/forms.md#limits-and-delays).
export const AFTER_SIGN_IN_MS = 100;
export const AFTER_VERIFIED_MS = 2_000;
export const AFTER_FAILED_VERIFICATION_MS = 3_000;
export const AFTER_PASSWORD_RESET_MS = 3_000;

/** How long the resend button rests after each send; the server allows one a minute too. */
export const RESEND_COOLDOWN_SECONDS = 60;
