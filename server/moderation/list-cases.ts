import { asc, count, sql } from 'drizzle-orm';
import { latestCause, type CaseCause } from '#shared/domain/ticket/moderation-case.ts';
import { firstLine } from '#shared/format.ts';
import {
  CASE_PAGE_SIZE,
  type CaseCard,
  type CaseListCursor,
  type CasePage,
  type CaseWhy,
} from '#shared/schemas/moderation.ts';
import type { Executor } from '../db/client.ts';
import { AWAITING_MODERATOR, tickets } from '../db/schema/index.ts';
import { milestoneMoney } from '../payments/billing-records.ts';
import { openCasesOf, reportedMessages } from './case-history.ts';
import { casePeople, personIn } from './case-parties.ts';
import { escrowByTicket, isReport, reportPeople, reportView } from './case-views.ts';

/**
 * The moderators' queue, a page at a time: the requests waiting for a moderator, the one waiting
 * longest first (first come, first served), each with why it is here, its parties and its money in
 * escrow; and how many wait in all. Keyset paging on the queue's index (moderation_since, id):
 * only a page's requests have their cases read, each from the events since its case opened,
 * however long the queue and however long each request's history.
 */
export async function listCases(
  db: Executor,
  cursor: CaseListCursor | null | undefined,
): Promise<CasePage> {
  const after = cursor
    ? sql`(${tickets.moderationSince}, ${tickets.id}) > (${cursor.since.toISOString()}, ${cursor.ticketId})`
    : sql`true`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tickets.id,
        description: tickets.description,
        version: tickets.version,
        customerId: tickets.customerId,
        developerId: tickets.developerId,
        since: tickets.moderationSince,
      })
      .from(tickets)
      .where(sql`${AWAITING_MODERATOR} and ${after}`)
      .orderBy(asc(tickets.moderationSince), asc(tickets.id))
      // One more than a page tells whether another follows.
      .limit(CASE_PAGE_SIZE + 1),
    // The count comes from the same partial index.
    db.select({ waiting: count() }).from(tickets).where(AWAITING_MODERATOR),
  ]);
  const waiting = rows.slice(0, CASE_PAGE_SIZE);
  const last = waiting.at(-1);
  const nextCursor =
    rows.length > CASE_PAGE_SIZE && last?.since ? { since: last.since, ticketId: last.id } : null;
  return {
    items: await caseCards(db, waiting),
    nextCursor,
    waitingCount: total?.waiting ?? 0,
  };
}

/** The cards of the requests given, in their order. */
async function caseCards(
  db: Executor,
  waiting: Array<
    Pick<
      typeof tickets.$inferSelect,
      'id' | 'description' | 'version' | 'customerId' | 'developerId'
    >
  >,
): Promise<CaseCard[]> {
  const ids = waiting.map((ticket) => ticket.id);
  const [cases, money] = await Promise.all([openCasesOf(db, ids), milestoneMoney(db, ids)]);

  const open = waiting.flatMap((ticket) => {
    const current = cases.get(ticket.id);
    const why = current && latestCause(current);
    // Resolved between the two reads: it has left the queue.
    if (!current || !why) return [];
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

  return open.map(({ ticket, current, why, reports }): CaseCard => ({
    ticketId: ticket.id,
    title: firstLine(ticket.description),
    version: ticket.version,
    since: current.since,
    why: whyOf(why),
    reportCount: reports.length,
    customer: personIn(people, ticket.customerId),
    developer: ticket.developerId ? personIn(people, ticket.developerId) : null,
    escrowCents: escrow.get(ticket.id) ?? 0,
  }));
}
