import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '#server/trpc/router.ts';
import { GENERIC_ERROR_TEXT } from '#shared/errors.ts';
import type { AppErrorReason } from '#shared/errors.ts';

type AppClientError = TRPCClientError<AppRouter>;

function asAppError(error: unknown): AppClientError | null {
  return error instanceof TRPCClientError ? (error as AppClientError) : null;
}

/**
 * What to show for a failed call (docs/forms.md): the server's own sentence when it answered, else
 * the generic text. Without `data` the request never reached our server (offline, a proxy's error
 * page), and an internal error's text is not meant for users.
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_TEXT): string {
  const appError = asAppError(error);
  if (!appError?.data || appError.data.code === 'INTERNAL_SERVER_ERROR') return fallback;
  return appError.message || fallback;
}

/** The tRPC code of a server answer (e.g. "TOO_MANY_REQUESTS"), or undefined for anything else. */
export function errorCode(error: unknown): string | undefined {
  return asAppError(error)?.data?.code;
}

/** The machine-readable reason the server attached, when the client must act on it. */
export function errorReason(error: unknown): AppErrorReason | undefined {
  return asAppError(error)?.data?.reason;
}
