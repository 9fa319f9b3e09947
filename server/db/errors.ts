import postgres from 'postgres';

/** A unique-index violation, whether postgres.js's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some(
    (candidate) => candidate instanceof postgres.PostgresError && candidate.code === '23505',
  );
}
