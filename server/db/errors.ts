import postgres from 'postgres';

/** PostgreSQL's error, whether postgres.js's error arrives bare or wrapped by Drizzle. */
function postgresError(error: unknown): postgres.PostgresError | undefined {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.find((candidate) => candidate instanceof postgres.PostgresError);
}

/** A unique-index violation; `constraint` narrows it to one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error);
  return (
    found?.code === '23505' && (constraint === undefined || found.constraint_name === constraint)
  );
}

/** A deadlock PostgreSQL broke by failing this transaction: nothing it did was kept. */
export function isDeadlock(error: unknown): boolean {
  return postgresError(error)?.code === '40P01';
}

/**
 * PostgreSQL refused a statement because an earlier one failed in the same transaction: the
 * consequence of that failure, never its cause.
 */
export function isAbortedTransaction(error: unknown): boolean {
  return postgresError(error)?.code === '25P02';
}

/** postgres.js's own codes for a connection that failed, and Node's for a socket that did. */
const connectionCodes = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * PostgreSQL's codes for "not now": shutting down or starting up (57P01–57P03), a broken
 * connection (class 08), a statement cancelled by statement_timeout (57014), a transaction ended
 * by idle_in_transaction_session_timeout (25P03).
 */
const unavailableStates = /^(57P0[1-3]|08...|57014|25P03)$/;

/**
 * The database could not be reached or did not answer in time: nothing is wrong with the request,
 * and asking again in a moment may succeed. Looks through Drizzle's wrapping.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionCodes.has(code) || unavailableStates.test(code))) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Codes that say a connection could not be opened at all, or was ended because the server is
 * going away: the database is down, not merely slow. postgres.js and Node name the first,
 * PostgreSQL the second (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
 */
const downCodes = new Set([
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);

/** The database is down: a connection attempt failed or the server is shutting down. */
export function isDatabaseDown(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && downCodes.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE =
  'We could not reach our database just now. Nothing was lost: please try again in a moment.';

/**
 * The database did not answer in time (./deadline.ts) or could not be reached: the request may be
 * sent again. Every transport answers it with the sentence above.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super(DATABASE_UNAVAILABLE, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
