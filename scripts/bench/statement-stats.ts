import type { Sql } from 'postgres';

/**
 * `BENCH_PG_STATEMENTS=1 npm run bench` (or `npm run load`), a diagnostic: what PostgreSQL spent
 * on each statement during the measured run, planning included, nested statements (inside functions such
 * as graphile-worker's `add_job`) on their own lines. It showed, for one, that `add_job` plans its
 * insert again on every call (ADR 0006).
 */
export const statementStatsWanted = process.env.BENCH_PG_STATEMENTS === '1';

/** Table statistics from now on; statement statistics too when they are collected. */
export async function resetTableStats(sql: Sql, statements: boolean): Promise<void> {
  if (statements) {
    await sql`create extension if not exists pg_stat_statements`;
    await sql`select pg_stat_statements_reset()`;
  }
  await sql`select pg_stat_reset()`;
}

export async function printStatementStats(sql: Sql, limit = 20): Promise<void> {
  const rows = await sql<
    Array<{ calls: string; plans: string; planMs: number; execMs: number; statement: string }>
  >`
    select calls, plans, total_plan_time as "planMs", total_exec_time as "execMs",
      left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as statement
    from pg_stat_statements
    order by total_plan_time + total_exec_time desc
    limit ${limit}`;
  console.log(
    'PostgreSQL per statement (ms planning / executing in all, µs per call, nested too):',
  );
  for (const row of rows) {
    const perCall = ((row.planMs + row.execMs) / Math.max(Number(row.calls), 1)) * 1000;
    console.log(
      `  ${row.calls.padStart(6)} calls ${row.plans.padStart(6)} plans` +
        `${row.planMs.toFixed(0).padStart(6)} /${row.execMs.toFixed(0).padStart(6)} ms` +
        `${perCall.toFixed(0).padStart(6)} µs  ${row.statement}`,
    );
  }
  await printTableScans(sql);
  await printWholeTableReaders(sql);
}

/**
 * The statements whose generic plan (the one a prepared statement settles on) reads one of our
 * tables whole, most called first: what `printTableScans` counts, named. A statement that cannot
 * be planned on its own (it needs a type only its caller gives) is skipped.
 */
async function printWholeTableReaders(sql: Sql, limit = 200): Promise<void> {
  const rows = await sql<Array<{ calls: string; query: string }>>`
    select calls, query from pg_stat_statements
    where query ~* '^\s*(select|with|update|delete|insert)' and query ~ '"public"|public\.|from "'
    order by calls desc limit ${limit}`;
  console.log(
    'Statements whose generic plan reads a table of ours whole (calls, table, statement):',
  );
  for (const row of rows) {
    const plan = await sql
      .unsafe<Array<{ 'QUERY PLAN': string }>>(`explain (generic_plan) ${row.query}`)
      .catch(() => []);
    const tables = new Set(
      plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line['QUERY PLAN'])?.slice(1) ?? []),
    );
    if (tables.size === 0) continue;
    const statement = row.query.replace(/\s+/g, ' ').slice(0, 140);
    console.log(`  ${row.calls.padStart(8)}  ${[...tables].join(', ')}  ${statement}`);
  }
}

/**
 * The tables PostgreSQL read by sequential scans since the statistics were last reset, most rows
 * first: a hot statement that reads a growing table whole shows here first (ADR 0006 found three).
 * Small tables are rightly read whole; a large row count per scan on a large table is the sign.
 */
export async function printTableScans(sql: Sql): Promise<void> {
  await sql`select pg_stat_force_next_flush()`;
  const tables = await sql<
    Array<{ name: string; seqScans: string; seqRows: string; indexScans: string }>
  >`
    select schemaname || '.' || relname as name, seq_scan as "seqScans",
      seq_tup_read as "seqRows", coalesce(idx_scan, 0) as "indexScans"
    from pg_stat_user_tables where seq_scan > 0
    order by seq_tup_read desc limit 8`;
  console.log(
    'PostgreSQL tables read by sequential scans (scans, rows read that way, index scans):',
  );
  for (const table of tables) {
    console.log(
      `  ${table.seqScans.padStart(8)} scans ${table.seqRows.padStart(10)} rows` +
        `${table.indexScans.padStart(10)} index scans  ${table.name}`,
    );
  }
}
