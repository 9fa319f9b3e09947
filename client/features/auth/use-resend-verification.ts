import { trpc } from '../../trpc.ts';
import { RESEND_FAILED, RESEND_SENT } from './auth-texts.ts';

/**
 * Sends a fresh verification link. Any failure, the server's rate limit included, gets the one
 * The product's text (docs/forms.md#verification): "try again later" is the right advice for all of
 * them.
 */
export function useResendVerification() {
  const mutation = trpc.auth.resendVerification.useMutation();
  const outcome = mutation.isSuccess
    ? { tone: 'success' as const, text: RESEND_SENT }
    : mutation.isError
      ? { tone: 'error' as const, text: RESEND_FAILED }
      : null;

  return {
    resend: (email: string, onSettled?: () => void) =>
      mutation.mutate({ email }, onSettled ? { onSettled } : undefined),
    isPending: mutation.isPending,
    isSent: mutation.isSuccess,
    outcome,
    reset: mutation.reset,
  };
}
