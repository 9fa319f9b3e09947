import { sql, type SQL } from 'drizzle-orm';
import { afterCommit } from '../db/reserved-transactions.ts';

/** The channel every instance hears: PostgreSQL's LISTEN/NOTIFY channel, or the broker's. */
export const LIVE_CHANNEL = 'unblock_live';

/**
 * How a write statement announces its change on the live bus (docs/decisions/0036-live-bus-on-a-broker.md).
 * On PostgreSQL's bus the statement sends its messages itself with pg_notify, delivered at commit.
 * On a broker's it returns them instead, and the server publishes them once the change committed.
 */
export interface Announcing {
  /** An aggregate over the rows of the statement's `payload` expression. */
  payloads(payload: SQL): SQL;
  /** Told apart in prepared statements' names: one server uses one of them. */
  name: 'notify' | 'return';
}

const notifying: Announcing = {
  name: 'notify',
  payloads: (payload) => sql`count(pg_notify(${LIVE_CHANNEL}, ${payload}))`,
};
const returning: Announcing = {
  name: 'return',
  payloads: (payload) => sql`coalesce(json_agg(${payload}), '[]'::json)`,
};

type Publish = (payloads: string[]) => void;
/** The broker's publish while this process's live bus runs on one; else PostgreSQL's NOTIFY. */
let broker: Publish | undefined;

/**
 * From now on statements return their messages and `publish` sends them. Returns the undo, which
 * gives back the broker before (several buses in one process, as tests run them, stop in turn).
 */
export function announceThroughBroker(publish: Publish): () => void {
  const before = broker;
  broker = publish;
  return () => {
    if (broker === publish) broker = before;
  };
}

/**
 * A statement (or set of them) built once per way of announcing: `build` gets the aggregate
 * its statement selects, and the result is the one for the bus this process runs.
 */
export function perAnnouncing<T>(build: (announcing: Announcing) => T): () => T {
  const made = new Map<Announcing, T>();
  return () => {
    const announcing = broker ? returning : notifying;
    let statement = made.get(announcing);
    if (!statement) {
      statement = build(announcing);
      made.set(announcing, statement);
    }
    return statement;
  };
}

/**
 * After a statement that selected `Announcing.payloads`: on a broker, publishes what it returned
 * once `executor`'s work committed (never on rollback). On PostgreSQL's bus there is nothing left
 * to do: the NOTIFY went with the statement.
 */
export function announced(executor: object, selected: unknown): void {
  if (!broker || !Array.isArray(selected) || selected.length === 0) return;
  const publish = broker;
  const payloads = selected.map(String);
  afterCommit(executor, () => publish(payloads));
}

/** Payloads made here (`encodeLiveMessages`), announced after `executor` commits, on a broker. */
export function announcedLater(executor: object, encoded: string): boolean {
  if (!broker) return false;
  announced(executor, JSON.parse(encoded));
  return true;
}
