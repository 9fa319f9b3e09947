import { MODERATION_STATUS, type Actor } from '#shared/domain/ticket/ticket-state.ts';
import { ticketStatusLabels } from '#shared/domain/ticket/status-labels.ts';
import { AppError } from '#shared/errors.ts';
import type { ResolveCaseInput } from '#shared/schemas/moderation.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { runTicketCommand } from '../tickets/run-command.ts';

const alreadyResolvedText = (label: string) =>
  `This case was already resolved: the request is now ${label}.`;

/**
 * A moderator's outcome for a case: the domain's ResolveCase, through the same command path as
 * every ticket command, so its reason is a system message in the conversation and an entry of the
 * timeline, both parties are mailed, and the money moves in the same transaction (a refund's
 * ledger entries and the provider refund job; a release's 90/10 split). A request no longer
 * waiting for a moderator (another one was quicker) is refused with where it stands now.
 */
export async function resolveCase(
  deps: { db: Database; env: Env },
  moderatorId: string,
  input: ResolveCaseInput,
) {
  const moderator: Actor = { id: moderatorId, role: 'moderator' };
  const { ticketId, expectedVersion, outcome, milestoneId, reason } = input;
  return runTicketCommand(deps, moderator, {
    ticketId,
    expectedVersion,
    command: {
      type: 'ResolveCase',
      outcome,
      note: reason,
      ...(milestoneId === undefined ? {} : { milestoneId }),
    },
    check: (ticket) => {
      if (ticket.status !== MODERATION_STATUS) {
        throw new AppError('CONFLICT', alreadyResolvedText(ticketStatusLabels[ticket.status]));
      }
    },
  });
}
