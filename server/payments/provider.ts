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

  /**
   * Opens a developer's payout account (Stripe: a Connect Express account); the same user never
   * gets two (the user's id is the idempotency key). Its state arrives later, as
   * `payout-account.updated` events.
   */
  createPayoutAccount(request: { userId: string; email: string }): Promise<{ accountId: string }>;

  /**
   * Where the developer goes to give the provider what it asks for (Stripe: a one-time account
   * link for hosted onboarding). `returnUrl` is where they come back; `refreshUrl` where a spent
   * or expired link sends them, to be given a fresh one.
   */
  onboardingLink(request: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;

  /**
   * Sends a developer's share of a released milestone to their payout account (Stripe: a
   * transfer, tied to the customer's payment by `source_transaction`, so it never draws on money
   * that has not arrived). The same key never transfers twice.
   */
  transfer(request: {
    accountId: string;
    amountCents: number;
    /** The customer's payment the share comes from (`billing_records.payment_id`). */
    paymentId: string;
    /**
     * What that payment brought, in cents. A share above it (a milestone with the beta first-hour
     * discount, which the platform pays for) cannot be tied to the payment: it is sent from the
     * platform's balance.
     */
    paymentCents: number;
    /** One line for the developer's statement: "#AB12CD · Milestone title". */
    description: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string }>;
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
  | {
      id: string;
      type: 'payout-account.updated';
      accountId: string;
      /** The provider sends the account's payouts (Stripe: `payouts_enabled`). */
      payoutsEnabled: boolean;
      /** What the provider still asks of the developer: Stripe's requirement codes, due now. */
      requirements: string[];
    }
  | {
      id: string;
      type: 'transfer.reversed';
      transferId: string;
      /** How much of the transfer was taken back so far, in cents. */
      amountReversedCents: number;
    }
  | {
      id: string;
      type: 'payment.disputed';
      /** The customer's payment (`billing_records.payment_id`) a dispute was opened on. */
      paymentId: string;
    }
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
