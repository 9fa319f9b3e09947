import { PgDialect } from 'drizzle-orm/pg-core';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { ReservedSql, Sql } from 'postgres';
import type { Database, Transaction } from './client.ts';
import type * as schemaModule from './schema/index.ts';
import { sqlOf } from './table-codec.ts';

type Schema = typeof schemaModule;
type RelationalSchema = ExtractTablesWithRelations<Schema>;

const dialect = new PgDialect();

/** A statement not yet sent: postgres.js sends a query when it is first awaited. */
export type Statement = ReturnType<Sql['unsafe']>;

/**
 * A transaction on one reserved connection in which BEGIN travels with the first reads and COMMIT
 * with the last writes, so a read-decide-write command costs two round trips however many
 * statements it runs (postgres.js's own `begin` waits for BEGIN and for COMMIT on their own,
 * and drizzle waits for each statement). Statements sent together run in order, as PostgreSQL
 * executes a connection's pipeline in order; after a failure the rest fail and COMMIT rolls back.
 */
export class PipelinedTransaction {
  private open = false;
  private executor: Transaction | undefined;
  /** What each statement sent so far came to: null, or the error it failed with. */
  private readonly outcomes: Array<Promise<{ error: unknown } | null>> = [];

  constructor(
    private readonly db: Database,
    readonly client: ReservedSql,
  ) {}

  /** Opens the transaction and runs `read` in it, in one round trip. */
  async begin<T>(read: (client: ReservedSql) => Promise<T>): Promise<T> {
    this.open = true;
    const [, result] = await Promise.all([this.client.unsafe('begin'), read(this.client)]);
    return result;
  }

  /** Opens the transaction with the statements, without waiting for them. */
  start(statements: Statement[]): void {
    this.open = true;
    this.send([this.client.unsafe('begin'), ...statements]);
  }

  /**
   * Sends statements without waiting for them: whatever is sent next (a drizzle query, COMMIT)
   * queues behind them on the connection. Their outcome is awaited by `run` and `commit`.
   */
  send(statements: Statement[]): void {
    for (const statement of statements) {
      // Caught at once: a failure surfaces through `run`/`commit`, never as an unhandled rejection.
      this.outcomes.push(
        statement.execute().then(
          () => null,
          (error: unknown) => ({ error }),
        ),
      );
    }
  }

  /** Sends statements and waits for them (and for anything sent before). */
  async run(statements: Statement[]): Promise<void> {
    this.send(statements);
    await this.throwFirstFailure();
  }

  /**
   * Sends the statements followed by COMMIT, and waits for everything sent in this transaction;
   * throws the first failure in pipeline order (COMMIT has then rolled everything back).
   */
  async commit(statements: Statement[]): Promise<void> {
    // COMMIT closes the transaction whether it commits or, after a failed statement, rolls back.
    this.open = false;
    this.send([...statements, this.client.unsafe('commit')]);
    await this.throwFirstFailure();
  }

  /**
   * The first failure among the statements sent so far, once all have answered: the statement
   * that failed, not the later ones PostgreSQL then refused as part of an aborted transaction.
   */
  async firstFailure(): Promise<{ error: unknown } | null> {
    for (const outcome of await Promise.all(this.outcomes)) if (outcome) return outcome;
    return null;
  }

  private async throwFirstFailure(): Promise<void> {
    const failure = await this.firstFailure();
    if (failure) throw failure.error;
  }

  get isOpen(): boolean {
    return this.open;
  }

  async rollback(): Promise<void> {
    this.open = false;
    await this.client.unsafe('rollback');
  }

  /**
   * A drizzle transaction on this one, for writes built with the query builder: made the way
   * drizzle makes its own (a session on the transaction's connection, the database's schema).
   */
  get drizzle(): Transaction {
    if (!this.executor) {
      const { fullSchema, schema, tableNamesMap } = this.db._;
      const relational = schema && { fullSchema, schema, tableNamesMap };
      // The reserved client already prepares its statements (it came from the wrapped pool).
      const session = new PostgresJsSession(this.client, dialect, relational);
      // drizzle types a transaction's session as one on a TransactionSql, for savepoints: this
      // connection offers none, and no side effect of a command nests a transaction.
      this.executor = new PostgresJsTransaction<Schema, RelationalSchema>(
        dialect,
        session as never,
        relational,
      );
    }
    return this.executor;
  }
}

export async function withPipelinedTransaction<T>(
  db: Database,
  work: (tx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  const tx = new PipelinedTransaction(db, await sqlOf(db).reserve());
  try {
    const result = await work(tx);
    if (tx.isOpen) await tx.commit([]);
    return result;
  } catch (error) {
    // A statement that failed earlier in the pipeline made later work fail: report it instead.
    const cause = (await tx.firstFailure())?.error ?? error;
    // A rollback that fails (the connection is gone) ends the transaction all the same.
    if (tx.isOpen) await tx.rollback().catch(() => {});
    throw cause;
  } finally {
    tx.client.release();
  }
}
