import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors.ts';

/**
 * How long a request's database work may take before its client hears "try again"
 * (docs/operations.md#faults: requests hung up to 27 s while the database was unreachable, then
 * committed after the client gave up). A stopped database fails at once and an unreachable one
 * after the 3 s connect timeout; this bounds the rest, a database that stopped answering
 * mid-statement. The work itself may still finish: commands carry expected versions and creation a
 * client key, so asking again is safe.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/**
 * `work`, unless the deadline passes first or the database is unreachable: then a
 * DatabaseUnavailableError, which every transport answers with its "try again" sentence.
 */
export async function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError()), REQUEST_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    throw isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
      ? new DatabaseUnavailableError(error)
      : error;
  } finally {
    clearTimeout(timer);
  }
}
