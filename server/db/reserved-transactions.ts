import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from 'drizzle-orm';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import {
  drizzle,
  PostgresJsDatabase,
  PostgresJsSession,
  PostgresJsTransaction,
} from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { DatabaseUnavailableError } from './errors.ts';
import { isPast, type RequestDeadline } from './request-deadline.ts';

/**
 * drizzle's transaction settings, and the deadline of the request the transaction is for, which
 * its database view adds (`databaseForRequest`, ./request-deadline.ts).
 */
export interface ReservedTransactionConfig extends PgTransactionConfig {
  deadline?: RequestDeadline;
}

/**
 * Transactions on a connection of their own (docs/decisions/0029-transactions-on-reserved-connections.md).
 *
 * postgres.js's `sql.begin` hands BEGIN to the pool like any statement: with every connection
 * busy, it goes out pipelined behind others on one of them. When BEGIN is the statement that
 * fills that connection's pipeline (`max_pipeline`), or its write meets a full socket, postgres.js
 * skips reserving the connection for the transaction (porsager/postgres#823, #1189), fails it
 * with "Only use sql.begin, sql.reserved or max: 1", and leaves PostgreSQL inside a transaction
 * that the next statements of other requests then run in. `sql.reserve()` only ever takes a
 * connection with nothing in flight: BEGIN sent on it is never pipelined behind anything.
 */
class ReservingSession<
  TFullSchema extends Record<string, unknown>,
  TSchema extends ExtractTablesWithRelations<TFullSchema>,
> extends PostgresJsSession<postgres.Sql, TFullSchema, TSchema> {
  constructor(
    client: postgres.Sql,
    private readonly pgDialect: PgDialect,
    private readonly relational: RelationalSchemaConfig<TSchema>,
  ) {
    super(client, pgDialect, relational);
  }

  override async transaction<T>(
    work: (tx: PostgresJsTransaction<TFullSchema, TSchema>) => Promise<T>,
    config?: ReservedTransactionConfig,
  ): Promise<T> {
    const { deadline, ...settings } = config ?? {};
    const pastDeadline = () => deadline !== undefined && isPast(deadline);
    const connection = await this.client.reserve();
    // A connection that came only after the request was told "try again" is not used for it.
    if (pastDeadline()) {
      connection.release();
      throw new DatabaseUnavailableError();
    }
    // Whether the connection still answers once the transaction ended; a connection that broke
    // is postgres.js's to open again: handing it back would put a closed one in its pool.
    let reusable = true;
    const run = async (statement: 'begin' | 'commit' | 'rollback') =>
      connection.unsafe(statement).catch((failure: unknown) => {
        reusable = isAlive(failure);
        throw failure;
      });
    try {
      await run('begin');
      // drizzle's transaction over that connection: a session whose statements go to it alone.
      const session = new PostgresJsSession<postgres.Sql, TFullSchema, TSchema>(
        connection,
        this.pgDialect,
        this.relational,
      );
      const tx = new PostgresJsTransaction<TFullSchema, TSchema>(
        this.pgDialect,
        // drizzle types a transaction's client as `sql.begin`'s: statements go through `unsafe`,
        // which a reserved connection has too (a nested transaction would need `savepoint`,
        // which it has not; none is used).
        session as unknown as ConstructorParameters<
          typeof PostgresJsTransaction<TFullSchema, TSchema>
        >[1],
        this.relational,
      );
      const committed: Array<() => void> = [];
      afterCommits.set(tx, committed);
      let result: T;
      try {
        if (Object.keys(settings).length > 0) await tx.setTransaction(settings);
        result = await work(tx);
        // Its client has heard "try again": what it was told did not happen must not commit.
        if (pastDeadline()) throw new DatabaseUnavailableError();
      } catch (error) {
        await run('rollback').catch(() => {});
        throw error;
      }
      const ended = await run('commit');
      // PostgreSQL answers COMMIT with ROLLBACK when a statement of the transaction failed and
      // the work went on regardless: nothing was kept, and the caller must hear of it.
      if (ended.command !== 'COMMIT') throw new Error(ROLLED_BACK);
      for (const then of committed) then();
      return result;
    } finally {
      if (reusable) connection.release();
    }
  }
}

/** What each open transaction does once it committed (`afterCommit`). */
const afterCommits = new WeakMap<object, Array<() => void>>();

/**
 * Runs `then` once what `executor` wrote is committed: at once on the database itself (a
 * statement outside a transaction has committed when it answered), after COMMIT in a
 * transaction, never when it rolls back. For what must not be seen before the data it is about,
 * and cannot ride in the transaction: a message to the live bus's broker (docs/decisions/0036-live-bus-on-a-broker.md).
 */
export function afterCommit(executor: object, then: () => void): void {
  const queued = afterCommits.get(executor);
  if (queued) queued.push(then);
  else then();
}

const ROLLED_BACK =
  'The transaction was rolled back: one of its statements failed while its work went on.';

/**
 * The connection still answers after `failure`: PostgreSQL refused a statement (any error short
 * of FATAL, which it sends before closing the connection). A failure of the connection itself,
 * postgres.js's or the socket's, is not one of PostgreSQL's errors.
 */
function isAlive(failure: unknown): boolean {
  const found = [failure, (failure as { cause?: unknown } | null)?.cause].find(
    (candidate) => candidate instanceof postgres.PostgresError,
  );
  return found !== undefined && found.severity !== 'FATAL' && found.severity !== 'PANIC';
}

/**
 * drizzle's database on `client`, as `drizzle({ client, schema })` makes it, except that its
 * transactions each reserve a connection (ReservingSession).
 */
export function drizzleWithReservedTransactions<TFullSchema extends Record<string, unknown>>(
  client: postgres.Sql,
  schema: TFullSchema,
): PostgresJsDatabase<TFullSchema> {
  // drizzle() configures the client (it reads dates and times as text and maps them itself).
  drizzle({ client, schema });
  const tables = extractTablesRelationalConfig<ExtractTablesWithRelations<TFullSchema>>(
    schema,
    createTableRelationsHelpers,
  );
  const relational: RelationalSchemaConfig<ExtractTablesWithRelations<TFullSchema>> = {
    fullSchema: schema,
    schema: tables.tables,
    tableNamesMap: tables.tableNamesMap,
  };
  const dialect = new PgDialect();
  const session = new ReservingSession<TFullSchema, ExtractTablesWithRelations<TFullSchema>>(
    client,
    dialect,
    relational,
  );
  const db = new PostgresJsDatabase<TFullSchema>(dialect, session, relational);
  return Object.assign(db, { $client: client });
}
