import { TRPCError } from '@trpc/server';
import { isDatabaseUnavailable } from '../db/errors.ts';

/**
 * How long a query or mutation may take before its client hears "try again" (issue 21: requests
 * hung up to 27 s while the database was unreachable, then committed after the client gave up).
 * A stopped database fails at once and an unreachable one after the 3 s connect timeout; this
 * bounds the rest, a database that stopped answering mid-statement. The work itself may still
 * finish: commands carry expected versions and creation a client key, so asking again is safe.
 */
export const REQUEST_DEADLINE_MS = 10_000;

export const DATABASE_UNAVAILABLE =
  'We could not reach our database just now. Nothing was lost: please try again in a moment.';

export function databaseUnavailable(cause?: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
}

/**
 * `work`, unless the deadline passes first or the database is unreachable: then the
 * SERVICE_UNAVAILABLE error above, so the client fails fast with a sentence it can show.
 */
export async function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), REQUEST_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    throw isDatabaseUnavailable(error) ? databaseUnavailable(error) : error;
  } finally {
    clearTimeout(timer);
  }
}
