import { asc, inArray } from 'drizzle-orm';
import { parseTicketEvent } from '#shared/domain/ticket/events.ts';
import {
  moderationCases,
  type CaseEventRow,
  type ModerationCase,
} from '#shared/domain/ticket/moderation-case.ts';
import type { Executor } from '../db/client.ts';
import { messages, ticketEvents } from '../db/schema/index.ts';

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
    .select({
      ticketId: ticketEvents.ticketId,
      version: ticketEvents.version,
      type: ticketEvents.type,
      data: ticketEvents.data,
      actorId: ticketEvents.actorId,
      occurredAt: ticketEvents.occurredAt,
    })
    .from(ticketEvents)
    .where(inArray(ticketEvents.ticketId, [...ticketIds]))
    .orderBy(asc(ticketEvents.ticketId), asc(ticketEvents.version));
  const byTicket = new Map<string, CaseEventRow[]>();
  for (const row of rows) {
    const list = byTicket.get(row.ticketId) ?? [];
    list.push({
      version: row.version,
      occurredAt: row.occurredAt,
      actorId: row.actorId,
      event: parseTicketEvent(row.type, row.data),
    });
    byTicket.set(row.ticketId, list);
  }
  return new Map([...byTicket].map(([id, events]) => [id, moderationCases(id, events)]));
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
