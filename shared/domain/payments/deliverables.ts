import type { MilestoneState, TicketState } from '../ticket/ticket-state.ts';

/**
 * "Code is released only after payment approval" (docs/payments.md#money): a milestone's
 * deliverable files are listed to both parties, but the customer may download them only once the
 * milestone is ACCEPTED (its escrow released to the developer); after a refund, never. The
 * developer who delivered them and moderators always may.
 */
export function mayDownloadDeliverables(
  viewer: { id: string; role: string },
  ticket: Pick<TicketState, 'customerId' | 'developerId'>,
  milestone: Pick<MilestoneState, 'status' | 'refunded'>,
): boolean {
  if (viewer.role === 'moderator') return true;
  if (viewer.role === 'developer') return viewer.id === ticket.developerId;
  if (viewer.role !== 'customer' || viewer.id !== ticket.customerId) return false;
  return milestone.status === 'ACCEPTED' && !milestone.refunded;
}
