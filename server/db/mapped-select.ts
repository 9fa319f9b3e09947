import { Column, fillPlaceholders, getTableName, is, SQL, type Table } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A hot read whose rows are mapped by a mapper made once from its selection (ADR 0025), instead
 * of drizzle's generic `mapResultRow`, which for every value of every row asks `is()` (a walk up
 * the prototype chain) what kind of field it reads and which table it came from: on a list page
 * of 20 cards that was about half of what the query cost the server. The statement is the one
 * drizzle writes (`toSQL()`), sent as drizzle sends a prepared query (postgres.js `unsafe` with
 * `prepare: true`, placeholders filled by drizzle's `fillPlaceholders`); each value is read by its
 * column's own `mapFromDriverValue`. Public APIs of both libraries only.
 */

/** A selection as `db.select(…)` takes it: columns and SQL, in objects one level deep at most. */
export interface FlatSelection {
  [key: string]: Column | SQL | { [key: string]: Column | SQL };
}

interface Leaf {
  /** The nested object the value goes in, or null for the row itself. */
  parent: string | null;
  key: string;
  /** The column's decoder; SQL values are used as the driver reads them. */
  decode: ((value: unknown) => unknown) | null;
}

/**
 * drizzle's rule for an object of a left-joined table (`mapResultRow`): the object is null when
 * its first column is null, it comes from a left-joined table, and no column from another table
 * stands in it (a row the join did not find, as opposed to a found row with empty fields).
 */
interface NullableObject {
  name: string;
  /** The index of its first column in the row. */
  index: number;
}

/**
 * The row mapper of a selection: its values in drizzle's order (the selection's keys, depth
 * first), which is the order of the statement's columns.
 */
export function rowMapperOf(
  selection: FlatSelection,
  leftJoined: readonly Table[],
): (row: readonly unknown[]) => Record<string, unknown> {
  const nullableTables = new Set(leftJoined.map((table) => getTableName(table)));
  const leaves: Leaf[] = [];
  const nullable: NullableObject[] = [];
  const leafOf = (parent: string | null, key: string, field: unknown): Leaf => {
    if (is(field, Column))
      return { parent, key, decode: (value) => field.mapFromDriverValue(value) };
    if (is(field, SQL)) return { parent, key, decode: null };
    throw new Error(`rowMapperOf: ${key} is neither a column nor SQL`);
  };
  for (const [key, field] of Object.entries(selection)) {
    if (is(field, Column) || is(field, SQL)) {
      leaves.push(leafOf(null, key, field));
      continue;
    }
    if (Object.getPrototypeOf(field) !== Object.prototype) {
      throw new Error(`rowMapperOf: ${key} is neither a column, SQL nor a plain object`);
    }
    const columns = Object.values(field).filter((inner) => is(inner, Column));
    const tables = new Set(columns.map((column) => getTableName(column.table)));
    const first = columns[0];
    if (first && tables.size === 1 && nullableTables.has(getTableName(first.table))) {
      nullable.push({ name: key, index: leaves.length + Object.values(field).indexOf(first) });
    }
    for (const [innerKey, inner] of Object.entries(field))
      leaves.push(leafOf(key, innerKey, inner));
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < leaves.length; index++) {
      const { parent, key, decode } = leaves[index]!;
      const raw = row[index];
      const value = raw === null || raw === undefined || !decode ? (raw ?? null) : decode(raw);
      if (parent === null) result[key] = value;
      else ((result[parent] ??= {}) as Record<string, unknown>)[key] = value;
    }
    for (const { name, index } of nullable) if (row[index] === null) result[name] = null;
    return result;
  };
}

/** A select builder, as far as a mapped select needs it. */
interface SelectQuery {
  toSQL(): { sql: string; params: unknown[] };
  execute(): Promise<unknown[]>;
}

/** The rows drizzle's `execute` gives for a query. */
type RowsOf<Query extends SelectQuery> = Awaited<ReturnType<Query['execute']>>;

/**
 * Runs `query`'s statement with placeholder values and maps its rows with `selection`'s mapper
 * (the selection the query was built from; `leftJoined`, the tables it left-joins). Its rows are
 * typed as drizzle's `execute` would return them, and equal to them (mapped-select.int.test.ts).
 */
export function mappedSelect<Query extends SelectQuery>(
  db: Database,
  query: Query,
  selection: FlatSelection,
  leftJoined: readonly Table[],
): (values: Record<string, unknown>) => Promise<RowsOf<Query>> {
  const { sql: text, params } = query.toSQL();
  const map = rowMapperOf(selection, leftJoined);
  return (values) => {
    const filled = fillPlaceholders(params, values) as Parameters<Database['$client']['unsafe']>[1];
    return db.$client
      .unsafe(text, filled, { prepare: true })
      .values()
      .then((rows) => rows.map(map) as RowsOf<Query>);
  };
}
