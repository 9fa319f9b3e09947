import type { TicketState } from './ticket-state.ts';

/** "Show Files" is offered when the request has files. */
export function hasRelatedFiles(ticket: Pick<TicketState, 'files' | 'milestones'>): boolean {
  return (
    Object.keys(ticket.files).length > 0 ||
    ticket.milestones.some((milestone) => Object.keys(milestone.files).length > 0)
  );
}
