import { TRPCError } from '@trpc/server';
import type { Database } from '../db/client.ts';
import { withinDeadline } from '../db/deadline.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/errors.ts';

export function databaseUnavailable(cause?: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
}

/**
 * server/db/deadline.ts's `withinDeadline` for tRPC: a database that is unreachable or late is
 * SERVICE_UNAVAILABLE with its "try again" sentence, never an internal error.
 */
export async function withinTrpcDeadline<T>(
  db: Database | undefined,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  try {
    return await withinDeadline(db, work);
  } catch (error) {
    throw isDatabaseUnavailable(error) ? databaseUnavailable(error) : error;
  }
}
