import type {
  MilestoneState,
  MilestoneStatus,
  TicketStatus,
} from '#shared/domain/ticket/ticket-state.ts';

// SPEC §4: the words users see for each status, the same on every screen.

export const ticketStatusLabel: Record<TicketStatus, string> = {
  AWAITING_ASSIGNMENT: 'Pending',
  DEVELOPER_PLANNING: 'Planning',
  CUSTOMER_REVIEWING_PLAN: 'Reviewing Plan',
  DEVELOPER_WORKING: 'Work In Progress',
  CUSTOMER_REVIEWING_RESULTS: 'Reviewing Results',
  CUSTOMER_REJECTED: 'Customer Rejected',
  CUSTOMER_APPROVED: 'Customer Approved',
  REQUIRES_MOD_ASSISTANCE: 'Requires Mod Assistance',
};

/**
 * What a milestone's row says it is: its status, except that a milestone whose payment went back
 * to the customer reads Refunded, whatever stage its work had reached, and one never started on a
 * request closed without a solution reads Cancelled, not Planned (issue 17).
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
