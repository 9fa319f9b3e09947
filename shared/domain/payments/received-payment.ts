import { formatCents } from '../money.ts';
import type { MilestonePrice } from './pricing.ts';

/** The one currency checkouts are opened in (lower-case ISO 4217, as providers write it). */
export const PAYMENT_CURRENCY = 'usd';

export interface ReceivedPayment {
  amountCents: number;
  currency: string;
}

/**
 * Why a payment cannot fund the record it names, or null when it can: only exactly the price, in
 * our currency, funds a milestone. Anything else is taken, given back, and shown to a moderator.
 */
export function paymentMismatch(
  price: Pick<MilestonePrice, 'amountCents'>,
  received: ReceivedPayment,
): string | null {
  if (received.currency !== PAYMENT_CURRENCY) {
    return `paid in ${received.currency.toUpperCase() || 'an unknown currency'}, not ${PAYMENT_CURRENCY.toUpperCase()}`;
  }
  if (received.amountCents !== price.amountCents) {
    return `paid ${formatCents(received.amountCents)} instead of ${formatCents(price.amountCents)}`;
  }
  return null;
}

/**
 * What the ledger books for a payment that funds nothing: exactly what arrived, in and back out,
 * with no discount, fee or developer share (none of it was earned).
 */
export function receivedOnlyPrice(received: ReceivedPayment): MilestonePrice {
  return {
    listCents: received.amountCents,
    discountCents: 0,
    amountCents: received.amountCents,
    feeCents: 0,
    developerCents: received.amountCents,
  };
}
