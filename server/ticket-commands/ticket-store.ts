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
import { inPool } from '#shared/domain/ticket/ticket-lists.ts';
import {
  MODERATION_STATUS,
  type Actor,
  type TicketState,
} from '#shared/domain/ticket/ticket-state.ts';
import { DomainError } from '#shared/domain/errors.ts';
import { AppError } from '#shared/errors.ts';
import { isDeadlock, isUniqueViolation } from '../db/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { withPipelinedTransaction } from '../db/pipelined-transaction.ts';
import { ticketEvents } from '../db/schema/index.ts';
import { eventHash } from './event-hash.ts';
import { writeChange, type Change } from './projections.ts';
import { readTicketSnapshot, type TicketSnapshot } from './read-projection.ts';
import type { TicketSnapshotCache } from './snapshot-cache.ts';

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
 * (an abandon must reach the one who left), the pool of available tickets when it enters or
 * leaves it, and the moderators' queue when it enters or leaves moderation or changes while
 * there (another report, a payment that adds to its escrow). Only ids travel; every subscriber
 * re-reads through the authorised queries.
 */
function topicsFor(before: TicketState | null, after: TicketState): string[] {
  const inModeration = (ticket: TicketState | null) => ticket?.status === MODERATION_STATUS;
  const topics = new Set([`ticket:${after.id}`, `user:${after.customerId}`]);
  for (const developerId of [before?.developerId, after.developerId]) {
    if (developerId) topics.add(`user:${developerId}`);
  }
  if ((before && inPool(before)) || inPool(after)) topics.add(AVAILABLE_TOPIC);
  if (inModeration(before) || inModeration(after)) topics.add(MODERATION_TOPIC);
  return [...topics];
}

export const AVAILABLE_TOPIC = 'tickets:available';
/** The moderators' queue of cases (requests in REQUIRES_MOD_ASSISTANCE). */
export const MODERATION_TOPIC = 'moderation:cases';

/** What a change posts in the request's discussion, mails and lists in the bell, beside its events. */
export type Notices = Pick<Change, 'posts' | 'mails' | 'notifications'>;

export interface CommandResult {
  before: TicketState | null;
  state: TicketState;
  events: TicketEvent[];
}

/** Other writes a command makes (money, timers), in one transaction with its change. */
export type SideEffect = (tx: Executor) => Promise<void>;

export interface ExecuteOptions {
  ticketId: string;
  command: TicketCommand;
  actor: Actor;
  /**
   * The version the client saw; a different current version is a CONFLICT. Without it (the
   * system's own commands) a command that loses a race is decided again on the new version.
   */
  expectedVersion?: number;
  now?: Date;
  /**
   * Runs on the ticket as it stands (null when it does not exist yet) before anything is
   * decided: throw to refuse, e.g. NOT_FOUND for someone who may not see the ticket.
   */
  authorize?: (ticket: TicketState | null) => void;
  /**
   * Work outside the database that must succeed before the result is written (e.g. opening a
   * payment provider's checkout), given the decided result: throw to write nothing.
   */
  prepare?: (result: CommandResult) => Promise<void>;
  /**
   * The system messages and mails the result calls for, written in the change's own statement
   * (no transaction needed for them).
   */
  notices?: (result: CommandResult) => Notices;
  /**
   * The session of a checkout `prepare` opened, written on its record in the change's statement
   * (Approve Plan: the plan is approved with its checkout or not at all).
   */
  checkout?: () => Change['checkout'];
  /** Other writes the result calls for (null: none), committed with it in a transaction. */
  sideEffects?: (result: CommandResult) => Array<SideEffect | null>;
  /**
   * Snapshots kept from this instance's earlier commands and reads (ADR 0026): a command on the
   * version its client saw decides on the kept one instead of reading the ticket.
   */
  snapshots?: TicketSnapshotCache;
}

/**
 * Another writer took the version this command was appending (or, in a side effect's lock order,
 * PostgreSQL broke a deadlock with it): nothing was written, and deciding again may succeed.
 */
function isWriteConflict(error: unknown): boolean {
  return isUniqueViolation(error, 'ticket_events_ticket_version_key') || isDeadlock(error);
}

/** How often a command without an expected version is decided again after losing a race. */
const MAX_ATTEMPTS = 10;

/**
 * Runs one command with optimistic concurrency (ADR 0006): read the ticket's snapshot (its
 * projection at its current version), let the domain decide, and append the new events with the
 * next versions and the hash chain, writing the projections and publishing the change in the
 * same statement. Two round trips (one when the snapshot was kept, ADR 0026), and no transaction
 * or lock around them: the unique (ticket, version) index lets exactly one writer of a version
 * commit, and the other's whole statement fails. The command's system messages and mails are rows
 * of that statement (Notices); other side effects, when a command has any, share a transaction
 * with it.
 */
export async function executeTicketCommand(
  db: Database,
  options: ExecuteOptions,
): Promise<CommandResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptCommand(db, options);
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      if (options.expectedVersion !== undefined || attempt === MAX_ATTEMPTS) {
        throw new AppError('CONFLICT', STALE_VERSION);
      }
    }
  }
}

async function attemptCommand(db: Database, options: ExecuteOptions): Promise<CommandResult> {
  const { expectedVersion, snapshots } = options;
  const kept =
    expectedVersion === undefined ? undefined : snapshots?.at(options.ticketId, expectedVersion);
  if (kept) {
    try {
      return await write(db, decideOn(kept, options), options);
    } catch (error) {
      // Refused on the kept snapshot (by the domain, the caller or the work it prepares), or
      // beaten to its next version: nothing of the change was written. The ticket as it stands
      // gives the answer: the same refusal if the kept snapshot is still its latest version,
      // else what its latest version says (changed in the meantime, not found).
      if (!isRefusal(error) && !isWriteConflict(error)) throw error;
      const fresh = await readAndKeep(db, options);
      if (!isWriteConflict(error) && fresh?.state.version === kept.state.version) throw error;
      return write(db, decideOn(fresh, options), options);
    }
  }
  return write(db, decideOn(await readAndKeep(db, options), options), options);
}

/** The ticket's snapshot as it stands, kept for the next command when there is a cache. */
async function readAndKeep(db: Database, { ticketId, snapshots }: ExecuteOptions) {
  const snapshot = await readTicketSnapshot(db, ticketId);
  if (snapshot) snapshots?.keep(snapshot);
  return snapshot;
}

/** An answer that refuses a command (as opposed to a fault): nothing of it was written. */
const isRefusal = (error: unknown) => error instanceof AppError || error instanceof DomainError;

/** A command decided on a snapshot: its result and the event rows to append. */
interface Decided {
  result: CommandResult;
  rows: Change['events'];
  /** The hash of the last row, which the ticket's next event will link to. */
  lastHash: string | null;
  at: Date;
}

/** Authorises and decides the command on the ticket as `snapshot` holds it; writes nothing. */
function decideOn(snapshot: TicketSnapshot | null, options: ExecuteOptions): Decided {
  const { ticketId, command, actor } = options;
  const now = options.now ?? new Date();
  const before = snapshot?.state ?? null;
  options.authorize?.(before);
  if (options.expectedVersion !== undefined && (before?.version ?? 0) !== options.expectedVersion) {
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
  return { result: { before, state, events }, rows, lastHash: prevHash, at: now };
}

/** Prepares, then writes a decided command with its notices and side effects; keeps its snapshot. */
async function write(
  db: Database,
  { result, rows, lastHash, at }: Decided,
  options: ExecuteOptions,
): Promise<CommandResult> {
  await options.prepare?.(result);
  const ids = { ticket: options.ticketId, version: String(result.state.version) };
  const change: Change = {
    events: rows,
    domainEvents: result.events,
    before: result.before,
    state: result.state,
    at,
    messages: topicsFor(result.before, result.state).map((topic) => ({
      topic,
      type: 'ticket.changed',
      ids,
    })),
    ...options.notices?.(result),
    checkout: options.checkout?.(),
  };
  const effects = (options.sideEffects?.(result) ?? []).filter((effect) => effect !== null);
  if (effects.length === 0) {
    // One statement is atomic on its own: no BEGIN and COMMIT to pay for.
    await writeChange(db, change);
  } else {
    await withPipelinedTransaction(db, (tx) => [
      writeChange(tx, change),
      // Issued after the change, so their first statements travel with it; one after the other,
      // so that their locks are always taken in the same order.
      (async () => {
        for (const effect of effects) await effect(tx);
      })(),
    ]);
  }
  options.snapshots?.keep({ state: result.state, lastHash });
  return result;
}
