import type { Limit } from '../rate-limit/rate-limit.ts';

// Per address and per account, so neither one attacker nor a botnet on one account gets far.
// Generous enough that a person mistyping never meets them.
const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Wrong passwords one address may try on one account in 15 minutes. */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS = 10;
/** Attempts on one account from all addresses together in 15 minutes. */
export const SIGN_IN_PER_ACCOUNT = 50;

/**
 * Limits of a browser without a valid device cookie for the account. The strict limit is per
 * account and address, so a few strangers' wrong passwords do not stop the owner at their own
 * address. The per-account limit is looser; it only bounds a guessing botnet (50 guesses in 15
 * minutes, fewer than 5,000 a day, against a password that is not on the common list). A flood
 * past it stops every browser without a device cookie, a new browser of the owner's included;
 * the browsers the owner signed in from before get past it (trustedSignInLimits).
 */
export const signInLimits = (ip: string, email: string): Limit[] => [
  { key: `sign-in:ip:${ip}`, max: 30, windowSeconds: 15 * MINUTE },
  {
    key: `sign-in:ip-email:${ip}:${email}`,
    max: SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
    windowSeconds: 15 * MINUTE,
  },
  { key: `sign-in:email:${email}`, max: SIGN_IN_PER_ACCOUNT, windowSeconds: 15 * MINUTE },
];

/** Wrong passwords one device cookie (one browser the account signed in from) may try in 15 minutes. */
export const SIGN_IN_FAILURES_PER_DEVICE = 5;
/** Attempts with device cookies on one account in 15 minutes, right passwords included. */
export const SIGN_IN_TRUSTED_PER_ACCOUNT = 30;

/** Counted before the password is checked and forgotten when it was right: failures only. */
export const deviceFailureLimit = (nonce: string): Limit => ({
  key: `sign-in:device:${nonce}`,
  max: SIGN_IN_FAILURES_PER_DEVICE,
  windowSeconds: 15 * MINUTE,
});

/**
 * Limits of a browser with a valid device cookie for the account, instead of signInLimits: no
 * stranger's attempt counts against them (ADR 0004). A stolen cookie gets a few guesses per window;
 * the per-account bound caps the hashing that someone who knows a password can cause with cookies.
 * Once either is used up the attempt counts as a stranger's.
 */
export const trustedSignInLimits = (nonce: string, userId: string): Limit[] => [
  deviceFailureLimit(nonce),
  {
    key: `sign-in:trusted:${userId}`,
    max: SIGN_IN_TRUSTED_PER_ACCOUNT,
    windowSeconds: 15 * MINUTE,
  },
];

/**
 * Sign-up is also where invite codes are guessed and, for anyone holding a code, where one learns
 * that an address has an account: limited per address and per account, like sign-in.
 */
export const signUpLimits = (ip: string, email: string): Limit[] => [
  { key: `sign-up:ip:${ip}`, max: 10, windowSeconds: HOUR },
  { key: `sign-up:email:${email}`, max: 10, windowSeconds: HOUR },
];

/** Counted only for a wrong code, so code guessing is capped well below sign-up volume. */
export const inviteGuessLimits = (ip: string): Limit[] => [
  { key: `invite-guess:ip:${ip}`, max: 5, windowSeconds: HOUR },
];

/**
 * Counted only when the answer is "already exists": one code spread over many addresses cannot
 * test more than a few addresses an hour. A code's honest users rarely meet it.
 */
export const takenEmailLimits = (inviteCode: string): Limit[] => [
  { key: `sign-up-taken:code:${inviteCode}`, max: 10, windowSeconds: HOUR },
];

export const resetRequestLimits = (ip: string, email: string): Limit[] => [
  { key: `reset:ip:${ip}`, max: 10, windowSeconds: HOUR },
  { key: `reset:email:${email}`, max: 3, windowSeconds: HOUR },
];

export const resetPasswordLimits = (ip: string): Limit[] => [
  { key: `reset-use:ip:${ip}`, max: 20, windowSeconds: HOUR },
];

export const resendLimits = (ip: string, email: string): Limit[] => [
  { key: `resend:email:${email}`, max: 1, windowSeconds: MINUTE },
  { key: `resend:email-hour:${email}`, max: 5, windowSeconds: HOUR },
  { key: `resend:ip:${ip}`, max: 20, windowSeconds: HOUR },
];

export const verifyLimits = (ip: string): Limit[] => [
  { key: `verify:ip:${ip}`, max: 30, windowSeconds: HOUR },
];
