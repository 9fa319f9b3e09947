import { defaultPoolSize } from '../env.ts';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export function createDatabase(url: string, options: { max?: number } = {}) {
  const sql = postgres(url, {
    max: options.max ?? defaultPoolSize(),
    onnotice: () => {},
    connection: { application_name: 'unblock' },
  });
  // Statements on hot paths are drizzle prepared queries (./prepared-statements.ts, ADR 0006).
  const db = drizzle({ client: sql, schema });
  return { sql, db };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a statement: the database itself or an open transaction. */
export type Executor = Database | Transaction;
