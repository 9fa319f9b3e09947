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
import type { Database, Executor, Transaction } from '../db/client.ts';
import { ticketEvents } from '../db/schema/index.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { eventHash } from './event-hash.ts';
import { writeFeedback, writeTicketProjection } from './projections.ts';
import { readTicketSnapshot } from './read-projection.ts';
import { sqlOf, tableCodec } from '../db/table-codec.ts';

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
  afterAppend?: (tx: Transaction, result: CommandResult) => Promise<void>;
}

const eventCodec = tableCodec(ticketEvents, { omit: ['position'] });
const INSERT_EVENT = `insert into ticket_events (${eventCodec.columns()})
  values (${eventCodec.placeholders}) returning position`;

/**
 * Runs one command: read the ticket's snapshot (its projection at its current version, ADR 0006),
 * let the domain decide, append the new events with the next versions and the hash chain, write
 * the projections and publish the change, all in one transaction. Two writers racing for one
 * version: the unique (ticket, version) index lets exactly one commit; the other gets CONFLICT.
 */
export async function executeTicketCommand(
  db: Database,
  bus: LiveBus,
  options: ExecuteOptions,
): Promise<CommandResult> {
  const { ticketId, command, actor } = options;
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const snapshot = await readTicketSnapshot(tx, ticketId);
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

      // Pipelined on the transaction's connection: one round trip for the whole write.
      const client = sqlOf(tx);
      const [inserted] = await Promise.all([
        Promise.all(rows.map((row) => client.unsafe(INSERT_EVENT, eventCodec.encode(row)))),
        writeTicketProjection(tx, state, now),
        writeFeedback(tx, ticketId, events),
      ]);
      const position = String(inserted.at(-1)?.[0]?.position ?? 0);
      const result: CommandResult = { before, state, events };
      await options.afterAppend?.(tx, result);
      const ids = { ticket: ticketId, version: String(state.version), position };
      await bus.publish(
        tx,
        topicsFor(before, state).map((topic) => ({ topic, type: 'ticket.changed', ids })),
      );
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', STALE_VERSION);
    }
    throw error;
  }
}
