export { PAYMENT_CURRENCY } from '#shared/domain/payments/received-payment.ts';

/**
 * A card payment provider (docs/payments.md#providers): the sandbox built into the app
 * by default, Stripe in production. The application only ever talks to this interface.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';

  /** Opens a hosted checkout for a billing record; the customer is sent to `url`. */
  createCheckout(checkout: CheckoutRequest): Promise<{ checkoutId: string; url: string }>;

  /**
   * Verifies a webhook delivery against the exact bytes received and reads it. Throws
   * `InvalidProviderEvent` for anything not provably from the provider (bad or stale signature,
   * altered body): such a delivery must have no effect.
   */
  parseEvent(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent;

  /**
   * Closes a checkout nobody may pay any more (its record was voided: replaced, or opened by a
   * command that lost its race). A checkout already closed, paid or expired is not an error: a
   * payment that got there first comes back as an event, and is refunded (ADR 0007).
   */
  expireCheckout(checkoutId: string): Promise<void>;

  /** Gives the customer their money back; the same key never refunds twice. */
  refund(refund: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
}

interface CheckoutRequest {
  billingRecordId: string;
  amountCents: number;
  /** One line the customer sees on the provider's page and statement. */
  description: string;
  customerEmail: string;
  /** Where the provider sends the customer after paying, and after cancelling. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * What a verified provider event means to us. Everything else a provider may send is `ignored`
 * (acknowledged, stored as processed, no effect).
 */
export type ProviderEvent =
  | {
      id: string;
      type: 'payment.succeeded';
      billingRecordId: string;
      paymentId: string;
      /** What the provider took, in the smallest unit of `currency` (lower-case ISO 4217). */
      amountCents: number;
      currency: string;
    }
  | { id: string; type: 'checkout.expired'; billingRecordId: string }
  | { id: string; type: 'ignored'; providerType: string };

export class InvalidProviderEvent extends Error {
  constructor(reason: string) {
    super(`Invalid payment provider event: ${reason}`);
    this.name = 'InvalidProviderEvent';
  }
}

/** A provider refused or failed a call; `message` is safe to show ("Error creating billing record: …"). */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
