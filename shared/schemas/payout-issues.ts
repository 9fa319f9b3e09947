/** A developer whose payouts are held for a moderator (docs/payments.md#refunds-stay-honest). */
export interface PayoutHoldIssue {
  developerId: string;
  developerName: string;
  developerEmail: string;
  reason: string;
  /** The request whose money it concerns. */
  ticketId: string | null;
  since: Date;
}

/** A share the provider refused or failed to send; the job keeps trying. */
export interface FailedPayoutIssue {
  billingRecordId: string;
  ticketId: string;
  description: string;
  developerName: string;
  amountCents: number;
  problem: string;
  attempts: number;
}

/** What the moderators' console lists under "Payouts to look at", the oldest first, bounded. */
export interface PayoutIssues {
  holds: PayoutHoldIssue[];
  failed: FailedPayoutIssue[];
}

/** At most this many of each: they are rare, and a moderator works from the oldest. */
export const PAYOUT_ISSUES_LIMIT = 50;
