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
import type { LiveBus } from '../live/live-bus.ts';
import { eventHash } from './event-hash.ts';
import { changeStatement } from './projections.ts';
import { readTicketSnapshot } from './read-projection.ts';

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

/**
 * Runs one command: read the ticket's snapshot (its projection at its current version, ADR 0006),
 * let the domain decide, append the new events with the next versions and the hash chain, write
 * the projections and publish the change, all in one transaction of two round trips. Commands on
 * one ticket queue on its row lock; new tickets and anything that slips past the lock meet the
 * unique (ticket, version) index, which lets exactly one writer of a version commit.
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
      // The ticket's row stays locked to this transaction: a concurrent command on the same
      // ticket waits here and then decides on what this one wrote (or is refused as stale).
      const snapshot = await tx.begin((client) =>
        readTicketSnapshot(client, ticketId, { forUpdate: true }),
      );
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

      const result: CommandResult = { before, state, events };
      const ids = { ticket: ticketId, version: String(state.version) };
      const messages = topicsFor(before, state).map((topic) => ({
        topic,
        type: 'ticket.changed',
        ids,
      }));
      tx.send([
        changeStatement(tx.client, {
          events: rows,
          domainEvents: events,
          before,
          state,
          at: now,
          messages,
        }),
      ]);
      // The side effects' statements queue behind the change, COMMIT behind them all.
      await options.afterAppend?.(tx.drizzle, result);
      await tx.commit([]);
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', STALE_VERSION);
    }
    throw error;
  }
}
