import type { TicketStatus } from '#shared/domain/ticket/ticket-state.ts';

/**
 * The five statuses of the progress chain, in the order work moves (docs/screens.md#request-card).
 */
const chainStatuses = [
  'AWAITING_ASSIGNMENT',
  'DEVELOPER_PLANNING',
  'CUSTOMER_REVIEWING_PLAN',
  'DEVELOPER_WORKING',
  'CUSTOMER_REVIEWING_RESULTS',
] as const satisfies readonly TicketStatus[];

type StepState = 'done' | 'current' | 'upcoming';

export interface ChainStep {
  status: (typeof chainStatuses)[number];
  state: StepState;
}

/**
 * The chain for a status, or null for the three that leave it (approved, rejected, with a
 * moderator): those show a single badge instead. A request sent back (plan changes, a rejected
 * milestone) simply shows an earlier step as current again.
 */
export function progressSteps(status: TicketStatus): ChainStep[] | null {
  const current = (chainStatuses as readonly TicketStatus[]).indexOf(status);
  if (current === -1) return null;
  return chainStatuses.map((step, index) => ({
    status: step,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
