/**
 * Where a mailed invite link points: /learn-more?code=CODE#beta-access (the vetting of
 * docs/moderation.md).
 */
const BETA_ACCESS_HASH = '#beta-access';

// Longer than any code the server accepts: not a code, so nothing is filled in.
const MAX_CODE_LENGTH = 64;

/** What an invite link asks of the page: the Beta Access tab, and the code to fill in if any. */
export interface InviteLink {
  /** Upper-cased as the form keeps it; empty when the link carries none. */
  code: string;
}

/**
 * Reads an invite link from the page's query and hash. Null for any other visit, which keeps
 * the waitlist tab. Call it only in the browser once the page is live (useHydrated), never
 * during the prerender: the server's HTML knows no query.
 */
export function readInviteLink(search: string, hash: string): InviteLink | null {
  const raw = new URLSearchParams(search).get('code')?.trim().toUpperCase() ?? '';
  const code = raw.length <= MAX_CODE_LENGTH ? raw : '';
  if (hash !== BETA_ACCESS_HASH && code === '') return null;
  return { code };
}
