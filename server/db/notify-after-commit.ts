import type { Logger } from 'pino';
import type { Sql } from 'postgres';
import { afterCommit } from './reserved-transactions.ts';

type Send = (channel: string, payload: string) => void;

/**
 * The senders of the servers running in this process, latest last: one in production; tests
 * run several, and stop them in any order.
 */
const senders: Send[] = [];

/**
 * From now on, the notifications of this process's writes (the live bus's messages, the mail
 * relay's wake-up) leave after their write committed instead of inside it
 * (docs/decisions/0041-notifications-after-commit.md).
 *
 * A transaction that sends a NOTIFY holds a lock for the whole cluster from its commit until it
 * ends, its WAL flush included: every commit that notifies waits for the one before it to reach
 * the disk. Sent here instead, the notifications of one turn of the event loop leave together in
 * one statement of their own, committed asynchronously: it writes nothing worth keeping (a
 * notification is never kept), so it does not wait for the disk, and neither does the lock.
 *
 * A send that fails is logged and lost, as a broker's publish (ADR 0036): a database that cannot
 * take it has also dropped every LISTEN connection, and its subscribers catch up when the bus
 * hears again. Returns the undo, which first sends what is pending.
 */
export function startNotifyingAfterCommit(sql: Sql, logger: Logger): () => Promise<void> {
  let channels: string[] = [];
  let payloads: string[] = [];
  let scheduled = false;
  const inFlight = new Set<Promise<unknown>>();
  const flush = () => {
    scheduled = false;
    if (channels.length === 0) return;
    const batch = { channels, payloads };
    channels = [];
    payloads = [];
    const sending = sql`
      select set_config('synchronous_commit', 'off', true),
        count(pg_notify(notice.channel, notice.payload))
      from unnest(${batch.channels}::text[], ${batch.payloads}::text[]) as notice(channel, payload)`
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'notifications after commit were not sent');
      })
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
  const send: Send = (channel, payload) => {
    channels.push(channel);
    payloads.push(payload);
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  senders.push(send);
  return async () => {
    const index = senders.indexOf(send);
    if (index >= 0) senders.splice(index, 1);
    flush();
    await Promise.all(inFlight);
  };
}

/** Whether this process's writes notify after their commit (else inside their statements). */
export const notifiesAfterCommit = (): boolean => senders.length > 0;

/**
 * Sends `payloads` on `channel` once what `executor` wrote commits (never on rollback), and
 * answers true; false when this process has no sender (an operator's script): the caller then
 * notifies in its own transaction, delivered at its commit.
 */
export function notifyAfterCommit(executor: object, channel: string, payloads: string[]): boolean {
  const send = senders.at(-1);
  if (!send) return false;
  afterCommit(executor, () => {
    for (const payload of payloads) send(channel, payload);
  });
  return true;
}
