import { formatCents } from '#shared/domain/money.ts';
import {
  PAYMENT_CURRENCY,
  type ReceivedPayment,
} from '#shared/domain/payments/received-payment.ts';

// The console's flagged payments in words: payments that funded nothing, each refunded at once
// and flagged for a moderator (docs/decisions/0007-payments-and-escrow.md).

/**
 * What a payment brought, as a moderator reads it: dollars as everywhere on the site; another
 * currency (which funds nothing, and is rare) by its code, in that currency's own minor units
 * (cents for most; none for yen). Intl knows each currency's; a code it does not know is shown
 * as the provider gave it.
 */
export function receivedAmount(received: ReceivedPayment | null): string {
  if (!received) return 'Not recorded';
  const { amountCents, currency } = received;
  if (currency === PAYMENT_CURRENCY) return formatCents(amountCents);
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
    });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountCents / 10 ** digits);
  } catch {
    return `${amountCents} minor units of ${code || 'an unknown currency'}`;
  }
}

/** Whether the refund went out, as the card's badge says it. */
export const refundLabel = (refunded: boolean) => (refunded ? 'Refunded' : 'Refund pending');

/** A flag's reason as a sentence: it is written in lower case, to follow other words in a log. */
export const reasonSentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);
