import type { TicketStatus } from './ticket-state.ts';

/**
 * The words people read for each status, on every screen and in the
 * texts the server writes (a refusal that says where a request stands now).
 */
export const ticketStatusLabels: Record<TicketStatus, string> = {
  AWAITING_ASSIGNMENT: 'Pending',
  DEVELOPER_PLANNING: 'Planning',
  CUSTOMER_REVIEWING_PLAN: 'Reviewing Plan',
  DEVELOPER_WORKING: 'Work In Progress',
  CUSTOMER_REVIEWING_RESULTS: 'Reviewing Results',
  CUSTOMER_REJECTED: 'Customer Rejected',
  CUSTOMER_APPROVED: 'Customer Approved',
  REQUIRES_MOD_ASSISTANCE: 'Requires Mod Assistance',
};
