import type { CaseCause } from '#shared/domain/ticket/moderation-case.ts';
import type { CaseParty, CaseReport } from '#shared/schemas/moderation.ts';
import type { MilestoneMoney } from '../payments/billing-records.ts';
import type { ReportedMessage } from './case-history.ts';
import { personIn } from './case-parties.ts';

type Report = Extract<CaseCause, { kind: 'report' }>;

/** Everyone a case's reports name: who reported, and who wrote what was reported. */
export const reportPeople = (reports: readonly Report[], messages: Map<string, ReportedMessage>) =>
  reports.flatMap((report) => [report.actorId, messages.get(report.messageId)?.authorId]);

/** A report with its message's text and the names of its author and of who reported it. */
export function reportView(
  report: Report,
  messages: Map<string, ReportedMessage>,
  people: Map<string, CaseParty>,
): CaseReport {
  const message = messages.get(report.messageId);
  const nameOf = (id: string | null | undefined) => (id ? personIn(people, id).name : 'Unblock');
  return {
    messageId: report.messageId,
    // Messages are never deleted; an empty text is a message of files only.
    text: message?.text ?? '',
    authorName: nameOf(message?.authorId),
    reportedByName: nameOf(report.actorId),
    reportedAt: report.occurredAt,
  };
}

export const isReport = (cause: CaseCause): cause is Report => cause.kind === 'report';

/** The money held in escrow for each request, summed over its milestones' ledger rows. */
export function escrowByTicket(money: readonly MilestoneMoney[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const row of money) held.set(row.ticketId, (held.get(row.ticketId) ?? 0) + row.heldCents);
  return held;
}
