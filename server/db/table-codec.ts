import { getTableColumns, getTableName, is } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Executor } from './client.ts';

/**
 * The postgres.js client under a drizzle database or transaction: statements sent through it run
 * on the same connection and in the same transaction as the drizzle executor's own.
 */
export function sqlOf(executor: Executor): Sql {
  const session = executor._.session;
  if (!is(session, PostgresJsSession)) throw new Error('expected a postgres.js drizzle session');
  return session.client;
}

export interface TableCodec<T extends PgTable> {
  readonly table: string;
  /** The column names, quoted and comma-separated (prefixed by `alias.` when given). */
  columns(alias?: string): string;
  /** `"a" = excluded."a", …` for every column but the conflict target, for an upsert. */
  assignExcluded(conflict: string[]): string;
  /**
   * A row as a JSON object keyed by column name, for `jsonb_populate_record(set)`: dates as ISO
   * strings, arrays and JSON columns as themselves.
   */
  toJson(row: T['$inferInsert']): Record<string, unknown>;
  /** A row as postgres.js returns it (keyed by column name) in drizzle's row shape. */
  decode(raw: Record<string, unknown>): T['$inferSelect'];
}

/**
 * The hot path of the event store writes and reads the same few statements hundreds of times a
 * second. Building them with drizzle's query builder costs more CPU than PostgreSQL spends running
 * them (ADR 0006), so their text is built once from the drizzle table. Rows go in as JSON keyed by
 * column name, and come back through the table's own column decoders, as drizzle would read them.
 */
export function tableCodec<T extends PgTable>(
  table: T,
  options: { omit?: string[] } = {},
): TableCodec<T> {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => !options.omit?.includes(key),
  );
  const quoted = columns.map(([, column]) => `"${column.name}"`);
  return {
    table: `"${getTableName(table)}"`,
    columns: (alias) => (alias ? quoted.map((name) => `${alias}.${name}`) : quoted).join(', '),
    assignExcluded: (conflict) =>
      columns
        .filter(([, column]) => !conflict.includes(column.name))
        .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
        .join(', '),
    toJson(row) {
      const values = row as Record<string, unknown>;
      const json: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = values[key] ?? null;
        json[column.name] = value instanceof Date ? value.toISOString() : value;
      }
      return json;
    },
    decode(raw) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = raw[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row;
    },
  };
}
