import type { Limit } from '../rate-limit/rate-limit.ts';

// Per address and per account, so neither one attacker nor a botnet on one account gets far.
// Generous enough that a person mistyping never meets them.
const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const signInLimits = (ip: string, email: string): Limit[] => [
  { key: `sign-in:ip:${ip}`, max: 30, windowSeconds: 15 * MINUTE },
  { key: `sign-in:email:${email}`, max: 10, windowSeconds: 15 * MINUTE },
];

/** Sign-up is also where invite codes are guessed. */
export const signUpLimits = (ip: string): Limit[] => [
  { key: `sign-up:ip:${ip}`, max: 10, windowSeconds: HOUR },
];

/** Counted only for a wrong code, so code guessing is capped well below sign-up volume. */
export const inviteGuessLimits = (ip: string): Limit[] => [
  { key: `invite-guess:ip:${ip}`, max: 5, windowSeconds: HOUR },
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
