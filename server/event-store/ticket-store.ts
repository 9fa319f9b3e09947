import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TicketCommand } from '#shared/domain/ticket/commands.ts';
import { decide } from '#shared/domain/ticket/decide.ts';
import {
  EVENT_SCHEMA_VERSION,
  parseTicketEvent,
  type TicketEvent,
} from '#shared/domain/ticket/events.ts';
import { evolve } from '#shared/domain/ticket/evolve.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { withPipelinedTransaction } from '../db/pipelined-transaction.ts';
import { ticketEvents } from '../db/schema/index.ts';
import { encodeLiveMessages, LIVE_CHANNEL, type LiveBus } from '../live/live-bus.ts';
import { eventHash } from './event-hash.ts';
import { feedbackWrites, projectionWrites } from './projections.ts';
import { readTicketSnapshot } from './read-projection.ts';
import { tableCodec } from '../db/table-codec.ts';

export type StoredTicketEvent = typeof ticketEvents.$inferSelect;

export const STALE_VERSION = 'This request was changed in the meantime. Please try again.';

export async function loadTicketEvents(
  db: Executor,
  ticketId: string,
): Promise<StoredTicketEvent[]> {
  return db
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.version));
}

/** Folds stored events into the ticket's state (null when the ticket has no events). */
export function replay(ticketId: string, stored: StoredTicketEvent[]): TicketState | null {
  let state: TicketState | null = null;
  for (const row of stored) {
    state = evolve(state, parseTicketEvent(row.type, row.data), {
      ticketId,
      occurredAt: row.occurredAt,
    });
  }
  return state;
}

/**
 * Who hears of a change: the ticket's own feed, its customer, its developer before and after
 * (an abandon must reach the one who left), and the pool of available tickets when it enters or
 * leaves it. Only ids travel; every subscriber re-reads through the authorised queries.
 */
export function topicsFor(before: TicketState | null, after: TicketState): string[] {
  const inPool = (ticket: TicketState | null) =>
    ticket !== null &&
    ticket.status === 'AWAITING_ASSIGNMENT' &&
    ticket.developerId === null &&
    !ticket.deleted;
  const topics = new Set([`ticket:${after.id}`, `user:${after.customerId}`]);
  for (const developerId of [before?.developerId, after.developerId]) {
    if (developerId) topics.add(`user:${developerId}`);
  }
  if (inPool(before) || inPool(after)) topics.add(AVAILABLE_TOPIC);
  return [...topics];
}

export const AVAILABLE_TOPIC = 'tickets:available';

export interface CommandResult {
  before: TicketState | null;
  state: TicketState;
  events: TicketEvent[];
}

export interface ExecuteOptions {
  ticketId: string;
  command: TicketCommand;
  actor: Actor;
  /** The version the client saw; a different current version is a CONFLICT. */
  expectedVersion?: number;
  now?: Date;
  /**
   * Runs on the ticket as it stands (null when it does not exist yet) before anything is
   * decided: throw to refuse, e.g. NOT_FOUND for someone who may not see the ticket.
   */
  authorize?: (ticket: TicketState | null) => void;
  /** Side effects in the same transaction (system messages, mail jobs). */
  afterAppend?: (tx: Executor, result: CommandResult) => Promise<void>;
}

const eventCodec = tableCodec(ticketEvents, { omit: ['position'] });
const INSERT_EVENT = `insert into ticket_events (${eventCodec.columns()})
  values (${eventCodec.placeholders})`;
// Live messages carry the global position of the ticket's last event. It is only known once the
// inserts ran, which the notification is pipelined behind: it is the position identity's
// current value in this session.
const NOTIFY_CHANGE = `
  select pg_notify($1, jsonb_set(message::jsonb, '{ids,position}',
    to_jsonb(currval(pg_get_serial_sequence('ticket_events', 'position'))::text))::text)
  from json_array_elements_text($2::json) as message`;

/**
 * Runs one command: read the ticket's snapshot (its projection at its current version, ADR 0006),
 * let the domain decide, append the new events with the next versions and the hash chain, write
 * the projections and publish the change, all in one transaction of two round trips. Two writers
 * racing for one version: the unique (ticket, version) index lets exactly one commit; the other
 * gets CONFLICT. Its event insert comes first in its pipeline, so it waits there, holding no lock.
 */
export async function executeTicketCommand(
  db: Database,
  bus: LiveBus,
  options: ExecuteOptions,
): Promise<CommandResult> {
  const { ticketId, command, actor } = options;
  const now = options.now ?? new Date();
  try {
    return await withPipelinedTransaction(db, async (tx) => {
      const snapshot = await tx.begin((client) => readTicketSnapshot(client, ticketId));
      const before = snapshot?.state ?? null;
      options.authorize?.(before);
      if (
        options.expectedVersion !== undefined &&
        (before?.version ?? 0) !== options.expectedVersion
      ) {
        throw new AppError('CONFLICT', STALE_VERSION);
      }
      const events = decide(before, command, actor, { newId: randomUUID });

      let state = before;
      let prevHash = snapshot?.lastHash ?? null;
      const rows = events.map((event) => {
        state = evolve(state, event, { ticketId, occurredAt: now });
        const fields = {
          ticketId,
          version: state.version,
          type: event.type,
          schemaVersion: EVENT_SCHEMA_VERSION,
          data: event.data,
          actorId: actor.role === 'system' || actor.role === 'payments' ? null : actor.id,
          actorRole: actor.role,
          occurredAt: now,
          prevHash,
        };
        const hash = eventHash(fields);
        prevHash = hash;
        return { ...fields, hash };
      });
      if (!state) throw new Error('a command produced no state');

      const { client } = tx;
      const writes = [
        ...rows.map((row) => client.unsafe(INSERT_EVENT, eventCodec.encode(row))),
        ...projectionWrites(client, before, state, now),
        ...feedbackWrites(client, ticketId, events),
      ];
      const result: CommandResult = { before, state, events };
      const ids = { ticket: ticketId, version: String(state.version) };
      const messages = topicsFor(before, state).map((topic) => ({
        topic,
        type: 'ticket.changed',
        ids,
      }));
      const notify = client.unsafe(NOTIFY_CHANGE, [LIVE_CHANNEL, encodeLiveMessages(messages)]);
      // The side effects' statements queue behind the writes, COMMIT behind them all.
      tx.send(writes);
      await options.afterAppend?.(tx.drizzle, result);
      await tx.commit([notify]);
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', STALE_VERSION);
    }
    throw error;
  }
}
