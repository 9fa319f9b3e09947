import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows of one table passed to a statement as a single JSON array parameter, whatever their
 * number, so that the statement's text stays the same and is prepared once (ADR 0006).
 * PostgreSQL turns the array back into the table's row type with `jsonb_populate_recordset`, so
 * each value is read as its column's type, and drizzle's table names every column: nothing is
 * spelled by hand.
 */
export interface Recordset<T extends PgTable> {
  /** A row keyed by column name, as `jsonb_populate_recordset` reads it (dates serialise as ISO). */
  json(row: T['$inferInsert']): Record<string, unknown>;
  /**
   * `insert into <table> (<columns>) select <columns> from jsonb_populate_recordset(…)`, and
   * with `upsertOn`, `on conflict (<those columns>) do update` every other column.
   */
  insert(rows: SQLWrapper, options?: { upsertOn?: PgColumn[] }): SQL;
}

/**
 * `omit` names the columns an insert leaves to the database (an identity column). The column
 * lists are rendered once, so that a statement made of them stays cheap to render: drizzle walks
 * every fragment of a statement each time it builds one.
 */
export function recordset<T extends PgTable>(
  table: T,
  options: { omit?: Array<keyof T['$inferSelect']> } = {},
): Recordset<T> {
  const columns: Array<[string, PgColumn]> = Object.entries(getTableColumns(table)).filter(
    ([key]) => !options.omit?.includes(key as keyof T['$inferSelect']),
  );
  const quoted = (column: PgColumn) => `"${column.name.replaceAll('"', '""')}"`;
  const names = sql.raw(columns.map(([, column]) => quoted(column)).join(', '));
  return {
    json(row) {
      const values = row as Record<string, unknown>;
      const json: Record<string, unknown> = {};
      for (const [key, column] of columns) json[column.name] = values[key] ?? null;
      return json;
    },
    insert(rows, { upsertOn } = {}) {
      const insert = sql`insert into ${table} (${names})
        select ${names} from jsonb_populate_recordset(null::${table}, ${rows})`;
      if (!upsertOn) return insert;
      const target = sql.raw(upsertOn.map(quoted).join(', '));
      const assignments = sql.raw(
        columns
          .filter(([, column]) => !upsertOn.includes(column))
          .map(([, column]) => `${quoted(column)} = excluded.${quoted(column)}`)
          .join(', '),
      );
      return sql`${insert} on conflict (${target}) do update set ${assignments}`;
    },
  };
}
