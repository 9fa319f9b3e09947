import type { Env } from '../../env.ts';

/**
 * The site passkeys belong to (docs/accounts.md#passkeys): PUBLIC_URL's host is the relying
 * party's id and its origin the only one a browser may sign from, so a passkey made here answers
 * no other site and a phishing page's assertion is refused.
 */
export function relyingParty(env: Env): { id: string; origin: string } {
  const url = new URL(env.publicUrl);
  return { id: url.hostname, origin: url.origin };
}
