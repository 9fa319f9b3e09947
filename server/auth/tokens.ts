import { hash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** 20 random bytes (160 bits) as 32 lower-case base32 characters: cookie and link safe. */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Only this hash (SHA-256, hex) is stored: a leaked table cannot be replayed as sessions or links.
 * Every request hashes its session cookie: Node's one-shot `hash`, without a Hash object per call.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
