import type { TicketEvent, TicketEventData } from './events.ts';
import { evolve } from './evolve.ts';
import { MODERATION_STATUS, type TicketState } from './ticket-state.ts';

// A request's moderation cases (the moderators' console), read from its events: a case
// opens when the request enters REQUIRES_MOD_ASSISTANCE and closes when a moderator resolves it.
// Where the request stands is evolve's (so the machine's), never restated here.

/** One stored event, as a case needs it. */
export interface CaseEventRow {
  version: number;
  occurredAt: Date;
  /** Who acted (null for the timer and the payment provider). */
  actorId: string | null;
  event: TicketEvent;
}

/** Why a case is open: a reported message, or the customer's request for a refund. */
export type CaseCause =
  | { kind: 'report'; messageId: string; version: number; occurredAt: Date; actorId: string | null }
  | { kind: 'dispute'; reason: string; version: number; occurredAt: Date; actorId: string | null };

interface CaseResolution extends TicketEventData<'CaseResolved'> {
  occurredAt: Date;
  actorId: string | null;
}

export interface ModerationCase {
  /** When the request entered REQUIRES_MOD_ASSISTANCE. */
  since: Date;
  /** Reports and the dispute that brought or kept the request here, oldest first. */
  causes: CaseCause[];
  /** Null while the case is open. */
  resolution: CaseResolution | null;
}

function causeOf(row: CaseEventRow): CaseCause | null {
  const at = { version: row.version, occurredAt: row.occurredAt, actorId: row.actorId };
  switch (row.event.type) {
    case 'MessageReported':
      return { kind: 'report', messageId: row.event.data.messageId, ...at };
    case 'DisputeOpened':
      return { kind: 'dispute', reason: row.event.data.reason, ...at };
    default:
      return null;
  }
}

/**
 * Every case of a request, oldest first, from all its events in version order. The last one is
 * open (no resolution) exactly while the request is in REQUIRES_MOD_ASSISTANCE.
 */
export function moderationCases(ticketId: string, rows: readonly CaseEventRow[]): ModerationCase[] {
  const cases: ModerationCase[] = [];
  let state: TicketState | null = null;
  let open: ModerationCase | null = null;
  for (const row of rows) {
    const before = state?.status;
    state = evolve(state, row.event, { ticketId, occurredAt: row.occurredAt });
    if (state.status === MODERATION_STATUS && before !== MODERATION_STATUS) {
      open = { since: state.moderationSince ?? row.occurredAt, causes: [], resolution: null };
      cases.push(open);
    }
    if (open) {
      const cause = causeOf(row);
      if (cause) open.causes.push(cause);
      if (row.event.type === 'CaseResolved') {
        open.resolution = { ...row.event.data, occurredAt: row.occurredAt, actorId: row.actorId };
      }
    }
    if (state.status !== MODERATION_STATUS) open = null;
  }
  return cases;
}

/**
 * The open case of a request waiting for a moderator since `since`, from its events in version
 * order starting at (or before) the one that opened the case: a bounded read for the queue, which
 * need not replay the request's whole history. Equal to `moderationCases(...).at(-1)` on the full
 * history: a cause only happens in moderation (reporting or disputing sends the request there or
 * keeps it there) and a case only closes on its resolution, so the events before the last
 * resolution in `rows` belong to earlier cases, and every cause after it to the open one.
 */
export function openCase(since: Date, rows: readonly CaseEventRow[]): ModerationCase {
  const closed = rows.findLastIndex((row) => row.event.type === 'CaseResolved');
  const causes = rows.slice(closed + 1).flatMap((row) => causeOf(row) ?? []);
  return { since, causes, resolution: null };
}

/** The case a moderator looks at: the open one, else the latest; null if there never was one. */
export const latestCase = (cases: readonly ModerationCase[]): ModerationCase | null =>
  cases.at(-1) ?? null;

/** The most recent cause of a case: what its card leads with. */
export const latestCause = (moderationCase: ModerationCase): CaseCause | null =>
  moderationCase.causes.at(-1) ?? null;
