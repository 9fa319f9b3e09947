import { priceMilestone } from '#shared/domain/payments/pricing.ts';
import type { MilestonePrice } from '#shared/domain/payments/pricing.ts';
import { STANDARD_RATE_CENTS } from '../../features/marketing/prices.ts';

// The worked example's plan, priced by the same code as real plans (see features/marketing/prices).

const HOUR = 60;

export interface ExampleMilestone {
  title: string;
  estimatedMinutes: number;
  price: MilestonePrice;
}

function milestone(title: string, estimatedMinutes: number, betaDiscount: boolean) {
  const rate = { hourlyRateCents: STANDARD_RATE_CENTS, estimatedMinutes };
  return { title, estimatedMinutes, price: priceMilestone(rate, { betaDiscount }) };
}

// A typical small rescue: find and fix the bug, then make sure it stays fixed.
const plan = [
  { title: 'Find and fix the login bug', estimatedMinutes: 3 * HOUR },
  { title: 'Add tests so it stays fixed', estimatedMinutes: HOUR + 30 },
] as const;

const sum = (milestones: readonly ExampleMilestone[], pick: (price: MilestonePrice) => number) =>
  milestones.reduce((total, m) => total + pick(m.price), 0);

/** The plan as everyone pays it, and as a beta user pays it (first milestone's first hour halved). */
export function examplePlan(beta: boolean) {
  const milestones = plan.map((m, index) =>
    milestone(m.title, m.estimatedMinutes, beta && index === 0),
  );
  return {
    milestones,
    listCents: sum(milestones, (p) => p.listCents),
    discountCents: sum(milestones, (p) => p.discountCents),
    amountCents: sum(milestones, (p) => p.amountCents),
    feeCents: sum(milestones, (p) => p.feeCents),
    developerCents: sum(milestones, (p) => p.developerCents),
  };
}

/** "3 h", "1 h 30 min": how people say a duration, not the form's "1:30". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / HOUR);
  const rest = minutes % HOUR;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
