import type { Database, Transaction } from './client.ts';
import { isAbortedTransaction } from './errors.ts';

type Results<T extends readonly PromiseLike<unknown>[]> = {
  -readonly [K in keyof T]: Awaited<T[K]>;
};

/**
 * Runs statements in one transaction without waiting for one before sending the next:
 * postgres.js pipelines the queries sent on a connection before their answers come back, so they
 * travel together and PostgreSQL runs them in the order sent. drizzle's transaction (postgres.js's
 * `begin`) sends BEGIN before `issue` runs and COMMIT once everything has answered; after a
 * failure PostgreSQL refuses what follows, and the transaction rolls back.
 *
 * `issue` returns the statements (a drizzle query not yet awaited is sent here, in order) or
 * chains of statements (an async function's promise: its statements queue behind those sent
 * before it). Resolves to their results, or throws the failure that made the others fail.
 */
export async function withPipelinedTransaction<T extends readonly PromiseLike<unknown>[]>(
  db: Database,
  issue: (tx: Transaction) => readonly [...T],
): Promise<Results<T>> {
  return db.transaction((tx) => settleAll(issue(tx)));
}

/**
 * Waits for every statement, then throws the failure that caused the others, if any: one that
 * failed on its own, not those PostgreSQL then refused as part of an aborted transaction.
 */
async function settleAll<T extends readonly PromiseLike<unknown>[]>(
  statements: readonly [...T],
): Promise<Results<T>> {
  // `then` at once and in order: a drizzle query is sent when it is first awaited, and
  // Promise.all would await each a microtask later.
  const outcomes = await Promise.all(
    statements.map(
      (statement) =>
        new Promise<{ value: unknown } | { error: unknown }>((resolve) => {
          statement.then(
            (value) => resolve({ value }),
            (error: unknown) => resolve({ error }),
          );
        }),
    ),
  );
  const failures = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
  if (failures.length > 0) {
    throw failures.find((failure) => !isAbortedTransaction(failure)) ?? failures[0];
  }
  return outcomes.map((outcome) => ('value' in outcome ? outcome.value : undefined)) as Results<T>;
}
