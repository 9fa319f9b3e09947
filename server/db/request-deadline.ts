import { AsyncLocalStorage } from 'node:async_hooks';

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

const deadlines = new AsyncLocalStorage<RequestDeadline>();

/** Runs `work` for a request with this deadline. */
export function withRequestDeadline<T>(deadline: RequestDeadline, work: () => Promise<T>) {
  return deadlines.run(deadline, work);
}

/** Whether the request this work is done for has been told "try again" already. */
export function pastRequestDeadline(): boolean {
  const deadline = deadlines.getStore();
  return deadline !== undefined && (deadline.released || performance.now() >= deadline.at);
}
