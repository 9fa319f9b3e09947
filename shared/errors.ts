/**
 * The one error vocabulary shared by server and client. Application functions throw AppError;
 * the server maps each code once to a tRPC code (server/trpc/errors.ts); the client maps codes
 * and procedures to the product's texts (docs/forms.md).
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** A provider we depend on (payments) refused or failed. */
  | 'BAD_GATEWAY';

/**
 * Machine-readable reasons the client acts on beyond showing the message. REQUEST_TAKEN: a request
 * another developer took (a lost grab, or its page read since), told only to one who could see the
 * request in the pool (docs/lifecycle.md#who-may-do-what).
 */
export type AppErrorReason = 'EMAIL_NOT_VERIFIED' | 'ACCOUNT_SUSPENDED' | 'REQUEST_TAKEN';

/** What a developer hears for a request another Unblocker took: a lost grab, or its page since. */
export const REQUEST_TAKEN_TEXT = 'Another Unblocker took this request first.';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly reason?: AppErrorReason,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The generic fallback (docs/forms.md) when a failure has no text of its own. */
export const GENERIC_ERROR_TEXT = 'An error occurred';
