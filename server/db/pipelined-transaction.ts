import { PgDialect } from 'drizzle-orm/pg-core';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { ReservedSql, Sql } from 'postgres';
import type { Database, Transaction } from './client.ts';
import { withPreparedStatements } from './prepared-statements.ts';
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

  /** Runs statements in the open transaction, all in one round trip. */
  async run(statements: Statement[]): Promise<void> {
    await settle(statements);
  }

  /** Sends the statements followed by COMMIT; throws the first failure (then nothing is kept). */
  async commit(statements: Statement[]): Promise<void> {
    // COMMIT closes the transaction whether it commits or, after a failed statement, rolls back.
    this.open = false;
    await settle([...statements, this.client.unsafe('commit')]);
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
      const session = new PostgresJsSession(
        withPreparedStatements(this.client),
        dialect,
        relational,
      );
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
    // The work's own error is the one to report; a failed rollback ends with the connection.
    if (tx.isOpen) await tx.rollback().catch(() => {});
    throw error;
  } finally {
    tx.client.release();
  }
}

/**
 * Waits for every statement (none may still be in flight when the connection is released) and
 * throws the first failure in pipeline order: the statement that failed, not those it aborted.
 */
async function settle(statements: Statement[]): Promise<void> {
  const results = await Promise.allSettled(statements);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
