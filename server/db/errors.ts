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
