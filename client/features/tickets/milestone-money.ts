import { formatCents, formatEstimatedTime, milestoneCostCents } from '#shared/domain/money.ts';
import type { MilestoneState } from '#shared/domain/ticket/ticket-state.ts';

// Display helpers over the shared money rules (docs/payments.md#money): integer cents throughout,
// formatted only at the edge.

type Priced = Pick<MilestoneState, 'estimatedMinutes' | 'hourlyRateCents'>;

/** The list price of a milestone (rate × time); the charge may be lower (beta discount). */
function milestoneCost(milestone: Priced): number {
  return milestoneCostCents(milestone.hourlyRateCents, milestone.estimatedMinutes);
}

export function planTotalCents(milestones: readonly Priced[]): number {
  return milestones.reduce((sum, milestone) => sum + milestoneCost(milestone), 0);
}

export const formatCost = (milestone: Priced) => formatCents(milestoneCost(milestone));
export const formatRate = (hourlyRateCents: number) => `${formatCents(hourlyRateCents)}/h`;
export const formatTime = formatEstimatedTime;
