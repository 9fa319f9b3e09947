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
 * to the customer reads Refunded, whatever stage its work had reached (issue 17).
 */
export type MilestoneShownStatus = MilestoneStatus | 'REFUNDED';
export const milestoneShownStatus = (
  milestone: Pick<MilestoneState, 'status' | 'refunded'>,
): MilestoneShownStatus => (milestone.refunded ? 'REFUNDED' : milestone.status);

export const milestoneStatusLabel: Record<MilestoneShownStatus, string> = {
  PLANNED: 'Planned',
  IN_PROGRESS: 'In Progress',
  IN_REVIEW: 'In Review',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  REFUNDED: 'Refunded',
};
