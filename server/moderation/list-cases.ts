import { and, eq } from 'drizzle-orm';
import { latestCause, type CaseCause } from '#shared/domain/ticket/moderation-case.ts';
import { MODERATION_STATUS } from '#shared/domain/ticket/ticket-state.ts';
import { firstLine } from '#shared/format.ts';
import type { CaseCard, CaseWhy } from '#shared/schemas/moderation.ts';
import type { Executor } from '../db/client.ts';
import { tickets } from '../db/schema/index.ts';
import { milestoneMoney } from '../payments/billing-records.ts';
import { casesOf, reportedMessages } from './case-history.ts';
import { casePeople, personIn } from './case-parties.ts';
import { escrowByTicket, isReport, reportPeople, reportView } from './case-views.ts';

/**
 * The moderators' queue: every request waiting for a moderator, the one waiting longest first
 * (first come, first served), each with why it is here, its parties and its money in escrow.
 */
export async function listCases(db: Executor): Promise<CaseCard[]> {
  const waiting = await db
    .select({
      id: tickets.id,
      description: tickets.description,
      version: tickets.version,
      customerId: tickets.customerId,
      developerId: tickets.developerId,
    })
    .from(tickets)
    .where(and(eq(tickets.status, MODERATION_STATUS), eq(tickets.deleted, false)));
  const ids = waiting.map((ticket) => ticket.id);
  const [cases, money] = await Promise.all([casesOf(db, ids), milestoneMoney(db, ids)]);

  const open = waiting.flatMap((ticket) => {
    const current = cases.get(ticket.id)?.at(-1);
    const why = current && latestCause(current);
    // Resolved between the two reads: it has left the queue.
    if (!current || current.resolution || !why) return [];
    return [{ ticket, current, why, reports: current.causes.filter(isReport) }];
  });
  const texts = await reportedMessages(
    db,
    open.flatMap(({ why }) => (why.kind === 'report' ? [why.messageId] : [])),
  );
  const people = await casePeople(
    db,
    open.flatMap(({ ticket, why }) => [
      ticket.customerId,
      ticket.developerId,
      ...(isReport(why) ? reportPeople([why], texts) : []),
    ]),
  );
  const escrow = escrowByTicket(money);

  const whyOf = (cause: CaseCause): CaseWhy => {
    if (cause.kind === 'dispute') return { kind: 'dispute', reason: cause.reason };
    const { messageId, text, authorName, reportedByName } = reportView(cause, texts, people);
    return { kind: 'report', messageId, text, authorName, reportedByName };
  };

  return open
    .map(({ ticket, current, why, reports }): CaseCard => ({
      ticketId: ticket.id,
      title: firstLine(ticket.description),
      version: ticket.version,
      since: current.since,
      why: whyOf(why),
      reportCount: reports.length,
      customer: personIn(people, ticket.customerId),
      developer: ticket.developerId ? personIn(people, ticket.developerId) : null,
      escrowCents: escrow.get(ticket.id) ?? 0,
    }))
    .sort((a, b) => a.since.getTime() - b.since.getTime() || a.ticketId.localeCompare(b.ticketId));
}
