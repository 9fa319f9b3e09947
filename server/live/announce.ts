import { sql, type SQL } from 'drizzle-orm';
import { notifiesAfterCommit, notifyAfterCommit } from '../db/notify-after-commit.ts';
import { afterCommit } from '../db/reserved-transactions.ts';

/** The channel every instance hears: PostgreSQL's LISTEN/NOTIFY channel, or the broker's. */
export const LIVE_CHANNEL = 'unblock_live';

/**
 * How a write statement announces its change on the live bus (docs/decisions/0036-live-bus-on-a-broker.md).
 * In a server the statement returns its messages, and they leave once the change committed: on a
 * broker's bus through the broker, on PostgreSQL's with the notifications sent after commit
 * (docs/decisions/0041-notifications-after-commit.md). A process without either (an operator's
 * script) has the statement send them itself with pg_notify, delivered at its commit.
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

/** Whether this process's write statements return their messages, to be sent after commit. */
const announcesAfterCommit = () => broker !== undefined || notifiesAfterCommit();

/**
 * A statement (or set of them) built once per way of announcing: `build` gets the aggregate
 * its statement selects, and the result is the one for the bus this process runs.
 */
export function perAnnouncing<T>(build: (announcing: Announcing) => T): () => T {
  const made = new Map<Announcing, T>();
  return () => {
    const announcing = announcesAfterCommit() ? returning : notifying;
    let statement = made.get(announcing);
    if (!statement) {
      statement = build(announcing);
      made.set(announcing, statement);
    }
    return statement;
  };
}

/**
 * After a statement that selected `Announcing.payloads`: publishes what it returned once
 * `executor`'s work committed (never on rollback), through the broker or as notifications after
 * commit. A statement that notified itself returned a count: nothing is left to do.
 */
export function announced(executor: object, selected: unknown): void {
  if (!Array.isArray(selected) || selected.length === 0) return;
  const payloads = selected.map(String);
  const publish = broker;
  if (publish) afterCommit(executor, () => publish(payloads));
  else notifyAfterCommit(executor, LIVE_CHANNEL, payloads);
}

/**
 * Payloads made here (`encodeLiveMessages`), announced after `executor` commits; false when this
 * process announces inside its statements (the caller then sends them in one of its own).
 */
export function announcedLater(executor: object, encoded: string): boolean {
  if (!announcesAfterCommit()) return false;
  announced(executor, JSON.parse(encoded));
  return true;
}
