import { defaultPoolSize } from '../env.ts';
import postgres from 'postgres';
import { drizzleWithReservedTransactions } from './reserved-transactions.ts';
import * as schema from './schema/index.ts';

/**
 * How long opening a connection may take before the statement waiting for it fails (postgres.js
 * waits 30 s by default: requests hung that long while the database was unreachable;
 * docs/operations.md#faults).
 */
export const CONNECT_TIMEOUT_SECONDS = 3;

/**
 * Seconds to wait before reconnecting after the `retries`th failure in a row: 50 ms doubling up
 * to 1 s, with jitter so instances do not reconnect in step. postgres.js's default grows to 20 s
 * and is shared by the LISTEN connection, which came back 12–19 s after PostgreSQL; capped at 1 s,
 * pool and live bus are back within about a second of the database (docs/operations.md#faults).
 * The Redis bus's connections wait the same.
 */
export function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1);
}

/**
 * The bound on a statement of the server's pool: well above any query it makes (the slowest take
 * milliseconds), well below the time a person waits before giving up.
 */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;

export interface DatabaseOptions {
  max?: number;
  /**
   * PostgreSQL cancels a statement running longer than this, and ends a transaction left idle as
   * long (a request's connection must not hold locks after its client gave up). Unset: no bound,
   * for migrations and operators' scripts.
   */
  statementTimeoutMs?: number;
  /**
   * false: no statement is kept on a connection between transactions, for a pooler in transaction
   * mode that hands each transaction whichever server connection is free and does not carry
   * prepared statements across (PgBouncer 1.18; docs/operations.md#behind-a-pooler). Default true.
   */
  prepare?: boolean;
}

export function createDatabase(url: string, options: DatabaseOptions = {}) {
  const bound = options.statementTimeoutMs;
  const sql = postgres(url, {
    max: options.max ?? defaultPoolSize(),
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    // postgres.js ANDs this with each query's own `prepare`: off here, even drizzle's `.prepare()`
    // queries (which ask for one) go out as unnamed statements, parsed on the server connection
    // that runs them (its README, option `prepare`; tests/cluster/pgbouncer.cluster.test.ts).
    prepare: options.prepare ?? true,
    connection: {
      application_name: 'unblock',
      // Sent with the start-up message: every connection of the pool has them, reconnects too.
      ...(bound ? { statement_timeout: bound, idle_in_transaction_session_timeout: bound } : {}),
    },
  });
  // Statements on hot paths are drizzle prepared queries (./prepared-statements.ts, ADR 0006);
  // each transaction runs on a connection it reserves (./reserved-transactions.ts, ADR 0029).
  const db = drizzleWithReservedTransactions(sql, schema);
  return { sql, db };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a statement: the database itself or an open transaction. */
export type Executor = Database | Transaction;
