import type {
  MilestoneState,
  MilestoneStatus,
  TicketStatus,
} from '#shared/domain/ticket/ticket-state.ts';

// The words users see for each status (docs/lifecycle.md#statuses), the same on every screen and in
// the server's texts (written once, in the shared domain).
export { ticketStatusLabels as ticketStatusLabel } from '#shared/domain/ticket/status-labels.ts';

/**
 * What a milestone's row says it is: its status, except that a milestone whose payment went back
 * to the customer reads Refunded, whatever stage its work had reached, and one never started on a
 * request closed without a solution reads Cancelled, not Planned
 * (docs/screens.md#the-hand-over-and-the-requests-history).
 */
export type MilestoneShownStatus = MilestoneStatus | 'REFUNDED' | 'CANCELLED';
export function milestoneShownStatus(
  milestone: Pick<MilestoneState, 'status' | 'refunded'>,
  ticketStatus: TicketStatus,
): MilestoneShownStatus {
  if (milestone.refunded) return 'REFUNDED';
  if (ticketStatus === 'CUSTOMER_REJECTED' && milestone.status === 'PLANNED') return 'CANCELLED';
  return milestone.status;
}

export const milestoneStatusLabel: Record<MilestoneShownStatus, string> = {
  PLANNED: 'Planned',
  IN_PROGRESS: 'In Progress',
  IN_REVIEW: 'In Review',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
};
