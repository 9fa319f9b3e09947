import { errorCode, errorMessage } from '../auth/auth-errors.ts';

/**
 * A ticket command's failure, for the user. CONFLICT means the request moved on (someone acted
 * first, or the action is no longer possible): the caller refetches, and the message says so.
 */
export function commandError(error: unknown, fallback: string) {
  const conflict = errorCode(error) === 'CONFLICT';
  const message = errorMessage(error, fallback);
  return {
    conflict,
    message: conflict ? `${message} The page now shows the latest state of this request.` : message,
  };
}
