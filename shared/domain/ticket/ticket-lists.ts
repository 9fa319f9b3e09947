import type { TicketState, TicketStatus } from './ticket-state.ts';

// Dashboard counters and lists: a request is open until approved or rejected, then it
// is history, for its customer and its developer alike.
const OPEN: readonly TicketStatus[] = [
  'AWAITING_ASSIGNMENT',
  'DEVELOPER_PLANNING',
  'DEVELOPER_WORKING',
  'CUSTOMER_REVIEWING_PLAN',
  'CUSTOMER_REVIEWING_RESULTS',
  'REQUIRES_MOD_ASSISTANCE',
];
const HISTORY: readonly TicketStatus[] = ['CUSTOMER_APPROVED', 'CUSTOMER_REJECTED'];

export type ListPart = 'open' | 'history';

/** The statuses of a person's open requests, or of their history. */
export const statusesOf = (part: ListPart): readonly TicketStatus[] =>
  part === 'open' ? OPEN : HISTORY;

/** The lists a screen shows: a customer's requests, a developer's, and the developers' pool. */
export type TicketListName =
  { list: 'mine'; part: ListPart } | { list: 'assigned'; part: ListPart } | { list: 'available' };

type ListedTicket = Pick<TicketState, 'customerId' | 'developerId' | 'status'>;

/** In the pool of available requests: waiting, with nobody assigned. */
export const inPool = (ticket: ListedTicket & Pick<TicketState, 'deleted'>) =>
  ticket.status === 'AWAITING_ASSIGNMENT' && ticket.developerId === null && !ticket.deleted;

const partOf = (status: TicketStatus): ListPart | null =>
  OPEN.includes(status) ? 'open' : HISTORY.includes(status) ? 'history' : null;

/**
 * Which of the viewer's lists hold a request the server has just said they may see (its card):
 * theirs as customer, theirs as developer, or, for a developer, the pool (the server's check
 * covered their categories). The lists' queries and a live update agree through this.
 */
export function listsHolding(ticket: ListedTicket, viewerId: string): TicketListName[] {
  const part = partOf(ticket.status);
  const lists: TicketListName[] = [];
  if (part && ticket.customerId === viewerId) lists.push({ list: 'mine', part });
  if (part && ticket.developerId === viewerId) lists.push({ list: 'assigned', part });
  if (ticket.customerId !== viewerId && inPool({ ...ticket, deleted: false })) {
    lists.push({ list: 'available' });
  }
  return lists;
}
