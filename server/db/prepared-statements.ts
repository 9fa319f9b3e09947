import type { Sql } from 'postgres';

type Callback = (client: Sql) => unknown;

/**
 * drizzle-orm's postgres.js driver asks for a server-side prepared statement only when a query is
 * given a name (`.prepare('name')`). Every other query goes out unnamed, and postgres.js then
 * spends a whole round trip on Parse/Describe before it can Bind/Execute: two round trips per
 * statement. This wraps the client drizzle talks to so that every statement is prepared: postgres.js
 * keeps it per connection, keyed on its text and parameter types, and each repeat is one round trip
 * (ADR 0006). Transactions and savepoints hand their own client to a callback, and `reserve` hands
 * out a connection's: those are wrapped too.
 */
export function withPreparedStatements<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: unknown[], options?: object) =>
          target.unsafe(query, params as never, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const callback = args.pop() as Callback;
          return open(...args, (inner: Sql) => callback(withPreparedStatements(inner)));
        };
      }
      if (property === 'reserve') {
        return async () => withPreparedStatements(await target.reserve());
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
