import { APPLICATION_LINK_INVALID, confirmApplicationInput } from '#shared/schemas/waitlist.ts';
import { useLinkTokenOnce } from '../../features/auth/use-link-token-once.ts';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { trpc } from '../../trpc.ts';

export type ConfirmationOutcome =
  | { status: 'confirming' }
  | { status: 'confirmed' }
  /** `linkRefused`: the link itself does not work (as opposed to a failure on the way). */
  | { status: 'failed'; message: string; linkRefused: boolean };

/**
 * Confirms the application whose mailed link opened the page, once. A link the server refused gets its sentence; a failure of ours the generic one.
 */
export function useApplicationConfirmation(token: string | null): ConfirmationOutcome {
  const { mutate, isSuccess, error } = trpc.waitlist.confirmApplication.useMutation();
  const wellFormed = token !== null && confirmApplicationInput.safeParse({ token }).success;

  useLinkTokenOnce(token, wellFormed, mutate);

  if (!wellFormed) {
    return { status: 'failed', message: APPLICATION_LINK_INVALID, linkRefused: true };
  }
  if (isSuccess) return { status: 'confirmed' };
  if (error) {
    const linkRefused = errorCode(error) === 'BAD_REQUEST';
    const message = linkRefused ? APPLICATION_LINK_INVALID : errorMessage(error);
    return { status: 'failed', message, linkRefused };
  }
  return { status: 'confirming' };
}
