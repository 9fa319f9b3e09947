import type { Logger } from 'pino';

/**
 * postgres.js (3.4.9) runs a query of its own as each new connection starts (the array types,
 * `fetch_types`) and drops its promise: porsager/postgres#1192, #1205 and #1223, open. When that
 * connection fails at that moment (the database restarting, the network cut, the statement
 * cancelled), the failure is an unhandled rejection, and Node ends the process for it, taking
 * every request in flight with it. Nothing else is lost: the application's own query fails on
 * its own terms, and the connection is opened again for the next one. Seen under the fault proxy
 * of `database-outage.int.test.ts`.
 */
const ARRAY_TYPES_QUERY =
  /from pg_catalog\.pg_type a\s+left join pg_catalog\.pg_type b on b\.oid = a\.typelem/;

/** That dropped failure, told by the driver's own query text, which it attaches to its errors. */
export function isDriverArrayTypesFailure(reason: unknown): boolean {
  const query = (reason as { query?: unknown } | null | undefined)?.query;
  return typeof query === 'string' && ARRAY_TYPES_QUERY.test(query);
}

/**
 * Logs that one failure instead of dying of it; any other unhandled rejection still ends the
 * process, as Node's default does. For the process entry only: the listener is the process's.
 */
export function surviveDriverArrayTypesFailures(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (!isDriverArrayTypesFailure(reason)) throw reason;
    logger.warn(
      { err: reason },
      'database: a new connection failed as it started; it is opened again for the next query',
    );
  });
}
