import type { Database } from './client.ts';
import type { ReservedTransactionConfig } from './reserved-transactions.ts';

/**
 * The moment the current request's client hears "try again" (./deadline.ts), for the database
 * work done on its behalf. A transaction that only gets its connection, or reaches its COMMIT,
 * after that moment rolls back instead (./reserved-transactions.ts): what the client was told did
 * not happen does not happen later behind its back (docs/operations.md#faults).
 */
export interface RequestDeadline {
  /** A `performance.now()` time. */
  at: number;
  /** Told "try again" before `at` (the database was found down meanwhile). */
  released: boolean;
}

/** Whether the request this deadline is for has been told "try again" already. */
export function isPast(deadline: RequestDeadline): boolean {
  return deadline.released || performance.now() >= deadline.at;
}

/** On a request's view of the database: the database itself. */
const ROOT = Symbol('database');
type View = Database & { [ROOT]?: Database };

/**
 * `db` as one request's work sees it: the same database, whose transactions carry the request's
 * deadline to the session that runs them. The request's work is handed this view and passes it on
 * like the database itself (ADR 0040: explicit, where an `AsyncLocalStorage` cost every promise
 * of every request). A view of a view carries the inner request's deadline alone, as an inner
 * request would.
 */
export function databaseForRequest(db: Database, deadline: RequestDeadline): Database {
  const root = (db as View)[ROOT] ?? db;
  const forRequest = Object.create(root) as View;
  forRequest[ROOT] = root;
  forRequest.transaction = (work, config) => {
    const withDeadline: ReservedTransactionConfig = { ...config, deadline };
    return root.transaction(work, withDeadline);
  };
  return forRequest;
}

/**
 * What a cache kept per database is keyed on: the database for itself and for every request's
 * view of it (a cache keyed on the view would be rebuilt on every request); a transaction for
 * itself.
 */
export function cacheKeyOf(executor: object): object {
  return (executor as Partial<View>)[ROOT] ?? executor;
}
