import { REQUEST_TAKEN_TEXT } from '#shared/errors.ts';
import { errorCode, errorMessage, errorReason } from '../errors/api-errors.ts';

/** Appended to a conflict's explanation: the screen has been refetched behind the message. */
const LATEST_SHOWN = 'The page now shows the latest state of this request.';

/**
 * A ticket command's failure, for the user. CONFLICT means the request moved on (someone acted
 * first, or the action is no longer possible): the caller refetches, and the message says so.
 */
export function commandError(error: unknown, fallback: string) {
  const conflict = errorCode(error) === 'CONFLICT';
  // Taken by another developer (said only to one who could see the request in the pool,
  // docs/lifecycle.md#who-may-do-what): nothing is left to retry, so nothing is added.
  if (errorReason(error) === 'REQUEST_TAKEN') return { conflict, message: REQUEST_TAKEN_TEXT };
  const message = errorMessage(error, fallback);
  return {
    conflict,
    message: conflict ? conflictMessage(message) : message,
  };
}

/** A conflict's explanation: why the command was refused, then that the screen is up to date. */
export function conflictMessage(reason: string): string {
  return `${reason} ${LATEST_SHOWN}`;
}
