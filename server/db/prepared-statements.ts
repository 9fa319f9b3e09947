import { cacheKeyOf } from './request-deadline.ts';

/**
 * drizzle's postgres.js driver asks postgres.js to prepare a statement only for a query built
 * with `.prepare(name)`; every other query goes out unnamed, and postgres.js then waits a whole
 * round trip for Parse/Describe before it can Bind/Execute, and sends nothing else on that
 * connection meanwhile (drizzle-orm#6096, ADR 0006). A hot statement is therefore a drizzle
 * prepared query with placeholders, built once per database (or transaction) it runs on: its SQL
 * is rendered once, postgres.js prepares it once per connection, and each call binds only the
 * values.
 */
export function preparedPer<Executor extends object, Query>(
  build: (executor: Executor) => Query,
): (executor: Executor) => Query {
  const built = new WeakMap<object, Query>();
  return (executor) => {
    const key = cacheKeyOf(executor);
    let query = built.get(key);
    if (!query) {
      query = build(executor);
      built.set(key, query);
    }
    return query;
  };
}
