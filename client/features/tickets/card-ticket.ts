import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/trpc/router.ts';
import {
  ticketStatuses,
  type TicketState,
  type TicketStatus,
} from '#shared/domain/ticket/ticket-state.ts';

/** One row of `tickets.mine`, `tickets.assigned` or `tickets.available` (the same columns). */
export type TicketListItem = inferRouterOutputs<AppRouter>['tickets']['mine']['items'][number];

/** A list row as the cards use it: the stored status narrowed to the domain's statuses. */
export type CardTicket = Omit<TicketListItem, 'status'> & { status: TicketStatus };

const known = new Set<string>(ticketStatuses);

/**
 * Narrows the status the database stores as text. Only the domain writes statuses, so an
 * unknown one means client and server disagree: it fails the list (shown with a retry) rather
 * than drawing a card whose buttons would be guesses.
 */
export function toCardTicket(item: TicketListItem): CardTicket {
  if (!known.has(item.status)) throw new Error(`Unknown ticket status: ${item.status}`);
  return { ...item, status: item.status as TicketStatus };
}

/**
 * The part of a ticket's state a list row knows, for asking the shared rules what the viewer
 * may do. The commands a card offers (edit, delete, grab, plan) are decided by who the parties
 * are, the status and the categories; the plan and the request details never change those
 * answers, so they take neutral values here.
 */
export function cardTicketState(ticket: CardTicket): TicketState {
  return {
    id: ticket.id,
    customerId: ticket.customerId,
    developerId: ticket.developerId,
    status: ticket.status,
    categories: ticket.categories,
    version: ticket.version,
    createdAt: ticket.createdAt,
    statusBeforeModeration: null,
    moderationSince: null,
    deleted: false,
    milestones: [],
    ratedBy: [],
    steppedBack: [],
    completedAt: null,
    offeredTo: ticket.offeredTo,
    description: '',
    aiTool: '',
    aiToolOther: null,
    stack: '',
    budget: '',
    files: {},
  };
}
