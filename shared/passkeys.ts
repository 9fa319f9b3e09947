import { z } from 'zod';
import { LINK_TOKEN_PATTERN } from './schemas/auth.ts';
import { text } from './schemas/text.ts';

// Passkeys (docs/accounts.md#passkeys): the texts the server sends and the client shows, and the
// shapes both sides share. Binary WebAuthn data travels as base64url without padding.

/** Every refused passkey sign-in reads alike, so a failure reveals nothing about the account. */
export const PASSKEY_REFUSED =
  'That passkey could not be used. Please try again, or sign in with your password.';
/** A registration that does not verify (wrong site, expired, or an unsupported key). */
export const PASSKEY_NOT_ADDED = 'That passkey could not be added. Please try again.';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not base64url');

export const passkeyName = text()
  .trim()
  .min(1, 'Name the passkey')
  .max(60, 'Keep the name under 60 characters');

export const passkeyIdInput = z.object({ id: base64url(1400) });
export const renamePasskeyInput = z.object({ id: base64url(1400), name: passkeyName });

export const addPasskeyInput = z.object({
  name: passkeyName,
  clientDataJSON: base64url(4000),
  attestationObject: base64url(20_000),
});

/** What navigator.credentials.get answers, as the server checks it. */
export const passkeyAssertion = z.object({
  credentialId: base64url(1400),
  clientDataJSON: base64url(4000),
  authenticatorData: base64url(4000),
  signature: base64url(1400),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertion>;

/** The second step of a password sign-in, answered with a passkey instead of a code. */
export const passkeySecondStepInput = z.object({
  token: text().regex(LINK_TOKEN_PATTERN, 'This sign-in has expired. Please start again.'),
  passkey: passkeyAssertion,
});
export const passkeySecondStepOptionsInput = passkeySecondStepInput.pick({ token: true });

/** account.twoStep.passkeyOptions: what navigator.credentials.create needs. */
export interface PasskeyCreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  /** The account's passkeys, so an authenticator is not registered twice. */
  excludeCredentials: string[];
}

/** What navigator.credentials.get needs; no allowed list for a sign-in by passkey alone. */
export interface PasskeyRequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials: string[];
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}
