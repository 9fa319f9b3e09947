import { and, asc, eq, gte, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseTicketEvent } from '#shared/domain/ticket/events.ts';
import {
  moderationCases,
  openCase,
  type CaseEventRow,
  type ModerationCase,
} from '#shared/domain/ticket/moderation-case.ts';
import type { Executor } from '../db/client.ts';
import { messages, ticketEvents, tickets } from '../db/schema/index.ts';

/** The columns of an event a case needs. */
const caseEventColumns = {
  ticketId: ticketEvents.ticketId,
  version: ticketEvents.version,
  type: ticketEvents.type,
  data: ticketEvents.data,
  actorId: ticketEvents.actorId,
  occurredAt: ticketEvents.occurredAt,
};

const caseEventRow = (row: {
  version: number;
  type: string;
  data: unknown;
  actorId: string | null;
  occurredAt: Date;
}): CaseEventRow => ({
  version: row.version,
  occurredAt: row.occurredAt,
  actorId: row.actorId,
  event: parseTicketEvent(row.type, row.data),
});

/**
 * The moderation cases of these requests (ticket id → its cases, oldest first), folded from
 * their events in one query: the domain says when a request entered and left moderation.
 */
export async function casesOf(
  db: Executor,
  ticketIds: readonly string[],
): Promise<Map<string, ModerationCase[]>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select(caseEventColumns)
    .from(ticketEvents)
    .where(inArray(ticketEvents.ticketId, [...ticketIds]))
    .orderBy(asc(ticketEvents.ticketId), asc(ticketEvents.version));
  const byTicket = new Map<string, CaseEventRow[]>();
  for (const row of rows) {
    const list = byTicket.get(row.ticketId) ?? [];
    list.push(caseEventRow(row));
    byTicket.set(row.ticketId, list);
  }
  return new Map([...byTicket].map(([id, events]) => [id, moderationCases(id, events)]));
}

/** The event that opened a request's current case, and those of the same instant before it. */
const opening = alias(ticketEvents, 'opening');

/**
 * The open case of each of these requests still waiting for a moderator (ticket id → its case),
 * read in one statement from the events since the case opened, not the request's whole history:
 * the queue's cost does not grow with how long a request has lived or how many cases it had.
 * The case opened with the event recorded at `moderation_since`; events of the same instant
 * before it are read too (clocks need not be that fine), which `openCase` sets apart. A request
 * no longer waiting (resolved since the queue was read) has no case here.
 */
export async function openCasesOf(
  db: Executor,
  ticketIds: readonly string[],
): Promise<Map<string, ModerationCase>> {
  if (ticketIds.length === 0) return new Map();
  const opened = db
    .select({
      ticketId: sql<string>`${tickets.id}`.as('opened_ticket_id'),
      since: sql<Date>`${tickets.moderationSince}`
        .mapWith(tickets.moderationSince)
        .as('opened_since'),
      version: sql<number>`(${db
        .select({ version: min(opening.version) })
        .from(opening)
        .where(
          and(eq(opening.ticketId, tickets.id), eq(opening.occurredAt, tickets.moderationSince)),
        )})`.as('opened_version'),
    })
    .from(tickets)
    .where(and(inArray(tickets.id, [...ticketIds]), isNotNull(tickets.moderationSince)))
    .as('opened');
  const rows = await db
    .select({ ...caseEventColumns, since: opened.since })
    .from(ticketEvents)
    .innerJoin(
      opened,
      and(eq(ticketEvents.ticketId, opened.ticketId), gte(ticketEvents.version, opened.version)),
    )
    .orderBy(asc(ticketEvents.ticketId), asc(ticketEvents.version));
  const byTicket = new Map<string, { since: Date; events: CaseEventRow[] }>();
  for (const row of rows) {
    const found = byTicket.get(row.ticketId) ?? { since: row.since, events: [] };
    found.events.push(caseEventRow(row));
    byTicket.set(row.ticketId, found);
  }
  return new Map([...byTicket].map(([id, { since, events }]) => [id, openCase(since, events)]));
}

export interface ReportedMessage {
  id: string;
  text: string;
  authorId: string | null;
}

/** The reported messages' texts and authors, by message id. */
export async function reportedMessages(
  db: Executor,
  messageIds: readonly string[],
): Promise<Map<string, ReportedMessage>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.id, text: messages.text, authorId: messages.authorId })
    .from(messages)
    .where(inArray(messages.id, [...new Set(messageIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
