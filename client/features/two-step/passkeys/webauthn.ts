import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '#shared/passkeys.ts';

// The browser's own WebAuthn API (docs/accounts.md#passkeys), with binary data as base64url for
// the server. No library: navigator.credentials does the work; this only converts.

/** ES256 first (every platform's passkeys), RS256 for Windows Hello's older keys. */
const ALGORITHMS = [-7, -257];
const TIMEOUT_MS = 5 * 60 * 1000;

const bytes = (value: string) => decodeBase64urlIgnorePadding(value) as Uint8Array<ArrayBuffer>;
const text = (buffer: ArrayBuffer) => encodeBase64urlNoPadding(new Uint8Array(buffer));
const credentials = (ids: string[]) =>
  ids.map((id) => ({ type: 'public-key' as const, id: bytes(id) }));

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** What the person reads when the browser's prompt did not end with a passkey. */
export function passkeyPromptMessage(error: unknown): string {
  if (error instanceof DOMException && error.name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  if (error instanceof DOMException && error.name === 'NotAllowedError') {
    return 'The passkey prompt was closed or timed out. Please try again.';
  }
  return 'Your browser could not use a passkey here. Please try again.';
}

/** Makes a passkey on this device: what account.twoStep.addPasskey checks. */
export async function createPasskey(options: PasskeyCreationOptions) {
  const credential = (await navigator.credentials.create({
    publicKey: {
      challenge: bytes(options.challenge),
      rp: options.rp,
      user: { ...options.user, id: bytes(options.user.id) },
      pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key' as const, alg })),
      excludeCredentials: credentials(options.excludeCredentials),
      // A passkey: kept on the device, found without typing an email, unlocked by the person.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      timeout: TIMEOUT_MS,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey', 'NotAllowedError');
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    clientDataJSON: text(response.clientDataJSON),
    attestationObject: text(response.attestationObject),
  };
}

/** Signs the server's challenge with a passkey of this device: what the server verifies. */
export async function signWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: bytes(options.challenge),
      rpId: options.rpId,
      allowCredentials: credentials(options.allowCredentials),
      userVerification: 'required',
      timeout: TIMEOUT_MS,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey', 'NotAllowedError');
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    credentialId: text(credential.rawId),
    clientDataJSON: text(response.clientDataJSON),
    authenticatorData: text(response.authenticatorData),
    signature: text(response.signature),
  };
}
