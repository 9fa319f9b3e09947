import { allowedCommands, refundableMilestones } from '#shared/domain/ticket/allowed-commands.ts';
import { latestCase } from '#shared/domain/ticket/moderation-case.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { milestoneCostCents } from '#shared/domain/money.ts';
import { AppError } from '#shared/errors.ts';
import { firstLine } from '#shared/format.ts';
import type { CaseDetail, CaseMilestoneMoney } from '#shared/schemas/moderation.ts';
import type { Executor } from '../db/client.ts';
import { milestoneMoney } from '../payments/billing-records.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { NOT_FOUND_TEXT } from '../tickets/ticket-queries.ts';
import { casesOf, reportedMessages } from './case-history.ts';
import { casePeople, personIn } from './case-parties.ts';
import { isReport, reportPeople, reportView } from './case-views.ts';

const noMoney = {
  paidCents: 0,
  heldCents: 0,
  releasedCents: 0,
  feeCents: 0,
  paidOutCents: 0,
  refundedCents: 0,
};

/**
 * A request's case for the case view: why it is here (every report with its message, the
 * dispute), the outcomes open to the moderator, and each milestone's money from the ledger. Any
 * request can be opened (a moderator may look at one whose case was just resolved elsewhere);
 * only an open case offers outcomes. The request itself, its timeline and its conversation come
 * from `tickets.get`, `tickets.history` and `discussions.thread`, which moderators may read.
 */
export async function getCase(
  db: Executor,
  moderator: Actor,
  ticketId: string,
): Promise<CaseDetail> {
  const ticket = await readTicketProjection(db, ticketId);
  if (!ticket) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  const [cases, money] = await Promise.all([
    casesOf(db, [ticket.id]),
    milestoneMoney(db, [ticket.id]),
  ]);
  const current = latestCase(cases.get(ticket.id) ?? []);
  const reports = current?.causes.filter(isReport) ?? [];
  const dispute = current?.causes.findLast((cause) => cause.kind === 'dispute');
  const texts = await reportedMessages(
    db,
    reports.map((report) => report.messageId),
  );
  const people = await casePeople(db, [
    ticket.customerId,
    ticket.developerId,
    ...reportPeople(reports, texts),
  ]);
  const moneyOf = new Map(money.map((row) => [row.milestoneId, row]));
  const refundable = new Set(refundableMilestones(ticket, moderator));
  const milestones = ticket.milestones.map((milestone): CaseMilestoneMoney => {
    const { paidCents, heldCents, releasedCents, feeCents, paidOutCents, refundedCents } =
      moneyOf.get(milestone.id) ?? noMoney;
    return {
      milestoneId: milestone.id,
      title: milestone.title,
      status: milestone.status,
      costCents: milestoneCostCents(milestone.hourlyRateCents, milestone.estimatedMinutes),
      paidCents,
      heldCents,
      releasedCents,
      feeCents,
      paidOutCents,
      refundedCents,
      refundable: refundable.has(milestone.id),
    };
  });
  return {
    ticketId: ticket.id,
    title: firstLine(ticket.description),
    status: ticket.status,
    version: ticket.version,
    customer: personIn(people, ticket.customerId),
    developer: ticket.developerId ? personIn(people, ticket.developerId) : null,
    case: current && {
      open: current.resolution === null,
      since: current.since,
      reports: reports.map((report) => reportView(report, texts, people)),
      dispute:
        dispute?.kind === 'dispute'
          ? { reason: dispute.reason, openedAt: dispute.occurredAt }
          : null,
      resolution: current.resolution && {
        outcome: current.resolution.outcome,
        reason: current.resolution.note,
        milestoneId: current.resolution.milestoneId ?? null,
        resolvedAt: current.resolution.occurredAt,
      },
    },
    outcomes: allowedCommands(ticket, moderator).resolutions,
    milestones,
    // Every ledger row of the request, a milestone since discarded included (none can hold money).
    escrowCents: money.reduce((sum, row) => sum + row.heldCents, 0),
  };
}
