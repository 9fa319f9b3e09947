import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { DatabaseUnavailableError, isDatabaseDown, isDatabaseUnavailable } from './errors.ts';
import { cacheKeyOf, databaseForRequest } from './request-deadline.ts';

/**
 * How long a request's database work may take before its client hears "try again"
 * (docs/operations.md#faults: requests hung up to 27 s while the database was unreachable, then
 * committed after the client gave up). A database that is down fails at once (see DatabaseGate)
 * and an unreachable one after the 3 s connect timeout; this bounds the rest, a database that
 * stopped answering mid-statement. The work itself may still finish: commands carry expected
 * versions and every create a client key, so asking again is safe.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/** While the database is down, how often the gate asks whether it is back. */
const PROBE_EVERY_MS = 250;
/** How long one such question may take. */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * What one pool knows of its database being down, shared by every request on it. postgres.js
 * fails only the statement whose connection attempt failed; every other queued statement waits
 * for the next attempt and finally for the deadline (with PostgreSQL stopped under load, 145 of
 * 306 requests waited the full 10 s). So the first failed attempt releases every request waiting
 * on this pool with the "try again" answer, new work is refused at once without reaching the
 * pool, and a probe asks every quarter second until the database answers again.
 */
class DatabaseGate {
  private down = false;
  private readonly waiting = new Set<(error: Error) => void>();

  /** Without a database (a router tested alone), the deadline only. */
  constructor(private readonly db: Database | undefined) {}

  async run<T>(work: (db: Database) => Promise<T>): Promise<T> {
    if (this.down) throw new DatabaseUnavailableError();
    const deadline = { at: performance.now() + REQUEST_DEADLINE_MS, released: false };
    let release!: (error: Error) => void;
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<never>((_, reject) => {
      release = (error) => {
        // Its transactions must not commit after it was told "try again" (request-deadline.ts).
        deadline.released = true;
        reject(error);
      };
      timer = setTimeout(() => reject(new DatabaseUnavailableError()), REQUEST_DEADLINE_MS);
    });
    this.waiting.add(release);
    try {
      // Without a database (a router tested alone) there are no transactions to bound.
      const forRequest = this.db ? databaseForRequest(this.db, deadline) : (undefined as never);
      return await Promise.race([work(forRequest), stopped]);
    } catch (error) {
      if (isDatabaseDown(error)) this.trip(error);
      throw isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
        ? new DatabaseUnavailableError(error)
        : error;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(release);
    }
  }

  private trip(cause: unknown): void {
    for (const release of this.waiting) release(new DatabaseUnavailableError(cause));
    this.waiting.clear();
    if (this.down) return;
    this.down = true;
    this.probe();
  }

  private probe(): void {
    const timer = setTimeout(() => {
      let bound: NodeJS.Timeout | undefined;
      Promise.race([
        this.db?.execute(sql`select 1`),
        new Promise((_, reject) => (bound = setTimeout(reject, PROBE_TIMEOUT_MS))),
      ]).then(
        () => {
          clearTimeout(bound);
          this.down = false;
        },
        () => {
          clearTimeout(bound);
          this.probe();
        },
      );
    }, PROBE_EVERY_MS);
    timer.unref();
  }
}

const gates = new WeakMap<object, DatabaseGate>();
const withoutDatabase = new DatabaseGate(undefined);

/**
 * `work` on `db`, unless the deadline passes first or the database is down: then a
 * DatabaseUnavailableError, which every transport answers with its "try again" sentence. While
 * the database is known to be down, `work` is not started at all. `work` is given the database as
 * the request sees it (`databaseForRequest`): its transactions do not begin or commit once the
 * request was told "try again", so it runs them on that, not on `db`.
 */
export function withinDeadline<T>(
  db: Database | undefined,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (!db) return withoutDatabase.run(work);
  const key = cacheKeyOf(db);
  let gate = gates.get(key);
  if (!gate) gates.set(key, (gate = new DatabaseGate(db)));
  return gate.run(work);
}
