import { formatCents } from '#shared/domain/money.ts';
import { ticketStatusLabels } from '#shared/domain/ticket/status-labels.ts';
import { caseOutcomes } from '#shared/domain/ticket/case-outcome.ts';
import { relativeTime, shortTicketId } from '#shared/format.ts';
import type { CaseOutcome } from '#shared/domain/ticket/events.ts';
import type { CaseCard, CaseListCursor } from '#shared/schemas/moderation.ts';
import type { OperatorCaller } from '#server/operators/operator-caller.ts';
import type { AdminCommand } from './admin-commands.ts';
import { historyText } from './history-text.ts';

/** What a command answers: the procedure's result (for --json) and the same in words. */
export interface AdminOutput {
  json: unknown;
  text: string;
}

/**
 * Runs one command through the router (the caller an operator's script builds), so the script
 * passes the same validation and authorisation as a moderator's screen.
 */
export async function runAdminCommand(
  caller: OperatorCaller,
  command: AdminCommand,
  now = new Date(),
): Promise<AdminOutput> {
  switch (command.command) {
    case 'invite:create': {
      const invite = await caller.operators.createInvite(command.input);
      const details = [
        invite.role,
        invite.reusable ? 'reusable' : 'single use',
        invite.expires ? `valid through ${invite.expires}` : 'no expiry',
      ];
      return { json: invite, text: `Invite code ${invite.code} (${details.join(', ')})` };
    }
    case 'moderator:create': {
      const moderator = await caller.operators.createModerator(command.input);
      return { json: moderator, text: `Moderator ${moderator.email} created (id ${moderator.id})` };
    }
    case 'queue': {
      // The whole queue, page after page: an operator reads it in one go.
      const cases: CaseCard[] = [];
      let cursor: CaseListCursor | null = null;
      do {
        const page = await caller.moderation.cases.list({ cursor });
        cases.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const text =
        cases.length === 0
          ? 'No cases are waiting for a moderator.'
          : cases.map((card) => describeCase(card, now)).join('\n\n');
      return { json: cases, text };
    }
    case 'case:resolve': {
      // The outcome applies to the request as it stands now: the operator sees no older screen.
      const ticket = await caller.tickets.get({ ticketId: command.ticketId });
      const result = await caller.moderation.cases.resolve({
        ticketId: command.ticketId,
        expectedVersion: ticket.version,
        outcome: command.outcome as CaseOutcome,
        milestoneId: command.milestoneId,
        reason: command.reason,
      });
      const outcome = caseOutcomes[command.outcome as CaseOutcome];
      return {
        json: result,
        text: `Resolved request ${shortTicketId(command.ticketId)}: ${outcome}. It is now ${ticketStatusLabels[result.status]}.`,
      };
    }
    case 'user:suspend': {
      const user = await caller.moderation.users.suspend({
        userId: command.userId,
        reason: command.reason,
      });
      return { json: user, text: `Suspended ${user.name} <${user.email}>: their sessions ended.` };
    }
    case 'user:lift': {
      const user = await caller.moderation.users.lift({ userId: command.userId });
      return { json: user, text: `Lifted the suspension of ${user.name} <${user.email}>.` };
    }
    case 'ticket:history': {
      // The whole history, page after page, each checked as it is read.
      let page = await caller.tickets.history({ ticketId: command.ticketId });
      const history = { ...page, events: [...page.events] };
      while (page.more) {
        page = await caller.tickets.history({
          ticketId: command.ticketId,
          cursor: history.events.at(-1)?.version,
        });
        history.events.push(...page.events);
        history.verified &&= page.verified;
      }
      history.more = false;
      return { json: history, text: historyText(history) };
    }
  }
}

function describeCase(card: CaseCard, now: Date): string {
  const why =
    card.why.kind === 'dispute'
      ? `Refund request: “${card.why.reason}”`
      : `Reported message by ${card.why.authorName} (reported by ${card.why.reportedByName}): “${card.why.text}”`;
  const more = card.reportCount > 1 ? ` (${card.reportCount} reports)` : '';
  const party = (person: CaseCard['customer'] | null) =>
    person ? `${person.name} [${person.id}]${person.suspended ? ' SUSPENDED' : ''}` : 'none yet';
  return [
    `${card.ticketId}  ${card.title}`,
    `  waiting since ${relativeTime(card.since, now)}; ${formatCents(card.escrowCents)} in escrow`,
    `  ${why}${more}`,
    `  customer ${party(card.customer)}; Unblocker ${party(card.developer)}`,
  ].join('\n');
}
