import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { canReportMessage } from '#shared/domain/ticket/allowed-commands.ts';
import { canSee } from '../tickets/viewer.ts';

/** What a viewer may do in one conversation: write in it, only read it, or nothing (NOT_FOUND). */
export type ThreadAccess = 'write' | 'read' | null;

/**
 * One conversation (docs/discussions.md) per request and developer. The assigned developer's
 * is the request's discussion, open to its two parties. Before a grab a developer who may take the
 * request can ask its customer ("Message Customer"), and the customer answers; once a developer
 * takes it, the others keep their questions read-only, and the customer keeps only the request's
 * discussion. `asked`: the conversation has messages already.
 *
 * Moderators read everything, and write in the request's discussion (docs/moderation.md: they talk
 * with both parties about a case): the assigned developer's, or before a grab the request's only
 * conversation (`onlyThread`); another developer's question is not theirs to answer. Nobody writes
 * about a deleted request.
 */
export function threadAccess(
  ticket: Pick<
    TicketState,
    'deleted' | 'customerId' | 'developerId' | 'status' | 'categories' | 'offeredTo'
  >,
  viewer: Actor,
  developerId: string,
  asked: boolean,
  onlyThread = false,
): ThreadAccess {
  if (viewer.role === 'moderator') {
    const discussion =
      ticket.developerId === developerId || (ticket.developerId === null && onlyThread);
    return discussion && !ticket.deleted ? 'write' : 'read';
  }
  if (ticket.deleted) return null;
  const isCustomer = viewer.id === ticket.customerId;
  if (!isCustomer && viewer.id !== developerId) return null;
  if (ticket.developerId === developerId) return 'write';
  const beforeGrab = ticket.developerId === null && ticket.status === 'AWAITING_ASSIGNMENT';
  if (isCustomer) return asked && beforeGrab ? 'write' : null;
  if (beforeGrab && canSee(viewer, ticket)) return 'write';
  return asked ? 'read' : null;
}

/** Whether the viewer may report a message by `authorId` here (the domain's ReportMessage rule). */
export const mayReport = (ticket: TicketState, viewer: Actor, authorId: string | null) =>
  authorId !== null && authorId !== viewer.id && canReportMessage(ticket, viewer, authorId);
