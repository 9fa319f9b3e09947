// Two-step sign-in (docs/accounts.md#two-step-sign-in): the texts the server sends and the client
// shows, and the shapes both sides share.

/** What a moderator without two-step sign-in reads instead of the console. */
export const TWO_STEP_REQUIRED_FOR_CONSOLE =
  'Turn on two-step sign-in in Account Settings to open the console.';
/** A code that is wrong, used before, or from a recovery list already used up. */
export const WRONG_TWO_STEP_CODE = 'That code is not right. Please check it and try again.';
/** The second step of a sign-in that is over (5 minutes) or unknown. */
export const SIGN_IN_CHALLENGE_EXPIRED =
  'This sign-in has expired. Please start again with your email and password.';
export const TWO_STEP_ALREADY_ON = 'Two-step sign-in is already on.';
export const TWO_STEP_NOT_ON = 'Two-step sign-in is not on.';
/** Confirming a code when no setup was started (or it was turned on meanwhile elsewhere). */
export const TWO_STEP_NOT_STARTED = 'Start the setup again: scan the new QR code.';

/** How many recovery codes a person gets at once. */
export const RECOVERY_CODE_COUNT = 10;

/** How the second step may be answered. */
type SecondStepMethod = 'totp' | 'recovery' | 'passkey';

/** auth.signIn's answer when the account asks for a second step instead of a session. */
export interface SecondStep {
  secondStep: { token: string; methods: SecondStepMethod[] };
}

export interface TwoStepStatus {
  totp: boolean;
  recoveryCodesLeft: number;
}

/** account.twoStep.startTotp's answer: what the authenticator app needs. */
export interface TotpSetup {
  /** The otpauth:// URI as a QR code, an SVG document. */
  qrSvg: string;
  /** The same secret in base32, for typing into the app by hand. */
  secret: string;
}
