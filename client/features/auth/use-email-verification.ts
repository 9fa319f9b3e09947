import { linkToken } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { errorCode, errorMessage } from '../errors/api-errors.ts';
import { VERIFICATION_FAILED, VERIFICATION_UNEXPECTED } from './auth-texts.ts';
import { useLinkTokenOnce } from './use-link-token-once.ts';
import { useMe } from './use-me.ts';

export type VerificationOutcome =
  { status: 'checking' } | { status: 'verified' } | { status: 'failed'; message: string };

// The server rejected the link itself (unknown, used, expired or malformed token).
const rejectedLinkCodes = new Set(['BAD_REQUEST', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHORIZED']);

function failureText(error: unknown): string {
  const code = errorCode(error);
  // Too many tries; or verified, but the account signs in with its second step (the server says).
  if (code === 'TOO_MANY_REQUESTS' || code === 'CONFLICT') return errorMessage(error);
  if (code && rejectedLinkCodes.has(code)) return VERIFICATION_FAILED;
  return VERIFICATION_UNEXPECTED;
}

/**
 * `/auth/callback` (docs/screens.md#routes): with a token, confirm the address (the server also
 * signs the user in); without one, the address may already be confirmed (a reload after the token
 * was dropped from the URL), so an existing session counts as success. Without a token or a
 * session nothing was verified: the link was cut short, and is as invalid as a bad one
 * (docs/accounts.md#email-links).
 */
export function useEmailVerification(token: string | null): VerificationOutcome {
  const utils = trpc.useUtils();
  const me = useMe();
  const { mutate, data, error } = trpc.auth.verifyEmail.useMutation({
    onSuccess: (verified) => {
      utils.auth.me.setData(undefined, verified);
      // Also cancels a signed-out `me` answer still in flight, which would overwrite the above.
      void utils.auth.me.invalidate();
    },
  });
  const wellFormed = token !== null && linkToken.safeParse(token).success;

  useLinkTokenOnce(token, wellFormed, mutate);

  if (token !== null) {
    if (!wellFormed) return { status: 'failed', message: VERIFICATION_FAILED };
    if (data) return { status: 'verified' };
    if (error) return { status: 'failed', message: failureText(error) };
    return { status: 'checking' };
  }
  if (me.isPending) return { status: 'checking' };
  if (me.data) return { status: 'verified' };
  if (me.isError) return { status: 'failed', message: VERIFICATION_UNEXPECTED };
  return { status: 'failed', message: VERIFICATION_FAILED };
}
