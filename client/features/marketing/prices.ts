import {
  formatCents,
  PLATFORM_FEE_PERCENT,
  STANDARD_HOURLY_RATE_CENTS,
} from '#shared/domain/money.ts';
import { priceMilestone } from '#shared/domain/payments/pricing.ts';

/*
 * The public pages' prices, computed by the money code that prices real plans and checkouts, so
 * the marketing copy cannot promise a price the product would not charge.
 */

/** The Unblocker rate (docs/product.md#prices), the one a new milestone starts from. */
export const STANDARD_RATE_CENTS = STANDARD_HOURLY_RATE_CENTS;

/** One hour at the standard rate: its list price, and what a beta user pays for it. */
export const firstHour = priceMilestone(
  { hourlyRateCents: STANDARD_RATE_CENTS, estimatedMinutes: 60 },
  { betaDiscount: true },
);

export const DEVELOPER_SHARE_PERCENT = 100 - PLATFORM_FEE_PERCENT;
export { PLATFORM_FEE_PERCENT };

/** "$50" for whole dollars: a price in a sentence or a headline reads better without ".00". */
export function formatPrice(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/** The rate as people say it: "$50 per hour". */
export const STANDARD_RATE_TEXT = `${formatPrice(STANDARD_RATE_CENTS)} per hour`;
/** The beta offer as people say it: "$25 for the first hour". */
export const BETA_FIRST_HOUR_TEXT = `${formatPrice(firstHour.amountCents)} for the first hour`;
