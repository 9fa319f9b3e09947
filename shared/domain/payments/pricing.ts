import { betaDiscountCents, milestoneCostCents, splitPayment } from '../money.ts';

/**
 * What a milestone's funding costs and where each cent goes (docs/payments.md#money): the customer
 * pays the list price less the beta discount; the developer's 90 % and the platform's 10 % are
 * both taken from the list price, so the platform alone absorbs the discount.
 */
export interface MilestonePrice {
  /** Hourly rate × estimated time, rounded to the cent. */
  listCents: number;
  /** The beta first-hour discount (0 when it does not apply). */
  discountCents: number;
  /** What the customer is charged: list − discount. */
  amountCents: number;
  /** The platform's 10 %, of the list price. */
  feeCents: number;
  /** The developer's 90 %, of the list price. */
  developerCents: number;
}

export function priceMilestone(
  milestone: { hourlyRateCents: number; estimatedMinutes: number },
  options: { betaDiscount: boolean },
): MilestonePrice {
  const listCents = milestoneCostCents(milestone.hourlyRateCents, milestone.estimatedMinutes);
  const discountCents = options.betaDiscount
    ? betaDiscountCents(milestone.hourlyRateCents, milestone.estimatedMinutes)
    : 0;
  const { feeCents, developerCents } = splitPayment(listCents);
  return {
    listCents,
    discountCents,
    amountCents: listCents - discountCents,
    feeCents,
    developerCents,
  };
}
