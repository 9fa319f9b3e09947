/**
 * The file store out of reach: S3 refused, timed out or answered with a server error. Nothing is
 * wrong with the request, and asking again in a moment may succeed; every route answers it with a
 * 503 and this sentence, as it answers an unreachable database (docs/operations.md#faults).
 */
export const FILE_STORE_UNAVAILABLE =
  'We could not reach our file store just now. Nothing was lost: please try again in a moment.';

export class FileStoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super(FILE_STORE_UNAVAILABLE, { cause });
    this.name = 'FileStoreUnavailableError';
  }
}

/** The network's "not now": the store refused, reset, or could not be found or reached. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an S3 client's error means the store is unavailable rather than the request wrong: the
 * SDK's own timeouts (`TimeoutError`, connecting or a socket gone quiet), a network failure, or
 * an answer in the 5xx range (S3's 503 "SlowDown" included). A missing object is not.
 */
export function isStoreOutage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const { name, code, $metadata } = cause as {
      name?: unknown;
      code?: unknown;
      $metadata?: { httpStatusCode?: number };
    };
    if (cause instanceof FileStoreUnavailableError || name === 'TimeoutError') return true;
    if (typeof code === 'string' && networkCodes.has(code)) return true;
    if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** `error` as a FileStoreUnavailableError when it is an outage, else as it was. */
export function asStoreOutage(error: unknown): unknown {
  return isStoreOutage(error) && !(error instanceof FileStoreUnavailableError)
    ? new FileStoreUnavailableError(error)
    : error;
}
