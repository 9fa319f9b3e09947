import type { MilestonePrice } from './pricing.ts';

/**
 * The double-entry ledger (docs/payments.md#escrow-and-the-ledger), in integer cents. Each posting
 * is a signed amount on an account, and the postings of one movement sum to zero, so the whole
 * ledger always does. Positive is what an account holds or is owed; the customer_payments account
 * goes negative by what customers paid in, promotions by the discounts the platform gave.
 */
export const ledgerAccounts = [
  'customer_payments',
  'escrow',
  'developer_payable',
  'platform_revenue',
  'promotions',
  'refunds',
  /** What went out to developers' payout accounts (docs/payments.md#payouts). */
  'paid_out',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/**
 * The movements of a milestone's money: funded, then released or refunded; a released share is
 * paid out to the developer, and a payout the provider took back is reversed.
 */
export const escrowKinds = ['funding', 'release', 'refund'] as const;
export const ledgerKinds = [...escrowKinds, 'payout', 'payout_reversal'] as const;
type LedgerKind = (typeof ledgerKinds)[number];

export interface Posting {
  account: LedgerAccount;
  amountCents: number;
  /** Whose money it is, where it belongs to a person (the customer, the developer). */
  userId: string | null;
}

/**
 * A billing record's life: pending (checkout open) → paid (in escrow) → released (the customer
 * accepted the work) or refunded. A pending checkout that is superseded or expires is void; money
 * that still arrives for it is taken like any payment (and refunded if the milestone cannot use it).
 */
export const billingStatuses = ['pending', 'paid', 'released', 'refunded', 'void'] as const;
export type BillingStatus = (typeof billingStatuses)[number];

export interface Parties {
  customerId: string;
  developerId: string;
}

/** The movements of the escrow: what a billing record's status alone calls for. */
export type EscrowKind = (typeof escrowKinds)[number];

/** The movements of a released share on its way out to the developer. */
export type PayoutKind = Extract<LedgerKind, 'payout' | 'payout_reversal'>;

/**
 * The postings of a payout movement: the developer's share leaves what the platform owes them for
 * their payout account, or (reversed by the provider) comes back to it; zero amounts left out.
 */
export function payoutPostings(
  kind: PayoutKind,
  amountCents: number,
  developerId: string,
): Posting[] {
  const sign = kind === 'payout' ? 1 : -1;
  const postings: Posting[] = [
    { account: 'developer_payable', amountCents: -sign * amountCents, userId: developerId },
    { account: 'paid_out', amountCents: sign * amountCents, userId: developerId },
  ];
  return postings.filter((posting) => posting.amountCents !== 0);
}

/** The postings of one movement of a milestone's money; zero amounts are left out. */
export function postingsFor(kind: EscrowKind, price: MilestonePrice, parties: Parties): Posting[] {
  const { listCents, discountCents, amountCents, feeCents, developerCents } = price;
  const postings: Posting[] = (() => {
    switch (kind) {
      case 'funding':
        // The customer's payment and the platform's discount together fill escrow to list price.
        return [
          { account: 'customer_payments', amountCents: -amountCents, userId: parties.customerId },
          { account: 'promotions', amountCents: -discountCents, userId: null },
          { account: 'escrow', amountCents: listCents, userId: null },
        ];
      case 'release':
        return [
          { account: 'escrow', amountCents: -listCents, userId: null },
          {
            account: 'developer_payable',
            amountCents: developerCents,
            userId: parties.developerId,
          },
          { account: 'platform_revenue', amountCents: feeCents, userId: null },
        ];
      case 'refund':
        // The customer gets back what they paid; the discount goes back to the platform.
        return [
          { account: 'escrow', amountCents: -listCents, userId: null },
          { account: 'refunds', amountCents: amountCents, userId: parties.customerId },
          { account: 'promotions', amountCents: discountCents, userId: null },
        ];
    }
  })();
  return postings.filter((posting) => posting.amountCents !== 0);
}

/** The escrow movements a record in `status` has been through. */
export function movementsOf(status: BillingStatus): EscrowKind[] {
  switch (status) {
    case 'pending':
    case 'void':
      return [];
    case 'paid':
      return ['funding'];
    case 'released':
      return ['funding', 'release'];
    case 'refunded':
      return ['funding', 'refund'];
  }
}

export interface RecordedPosting extends Posting {
  kind: LedgerKind;
}

/** How far a released share has gone out to the developer, as the ledger must show it. */
export interface PayoutMovements {
  /** Sent to the developer's payout account (the provider confirmed the transfer). */
  paidOutCents: number;
  /** Taken back by the provider since (a reversed transfer). */
  reversedCents: number;
}

/**
 * Whether a billing record's postings are exactly those its status and its payout call for: then
 * each of its cents is in exactly one place (escrow while paid; the developer and the platform
 * once released, the developer's share in their payout account once paid out; back with the
 * customer once refunded) and none is counted twice. Returns what is wrong.
 */
export function recordProblems(
  record: {
    id: string;
    status: BillingStatus;
    price: MilestonePrice;
    parties: Parties;
    payout?: PayoutMovements;
  },
  postings: RecordedPosting[],
): string[] {
  const key = (posting: RecordedPosting) =>
    `${posting.kind}:${posting.account}:${posting.userId ?? '-'}:${posting.amountCents}`;
  const developer = record.parties.developerId;
  const payout = record.payout ?? { paidOutCents: 0, reversedCents: 0 };
  const expected = [
    ...movementsOf(record.status).flatMap((kind) =>
      postingsFor(kind, record.price, record.parties).map((posting) => ({ ...posting, kind })),
    ),
    ...payoutPostings('payout', payout.paidOutCents, developer).map((posting) => ({
      ...posting,
      kind: 'payout' as const,
    })),
    ...payoutPostings('payout_reversal', payout.reversedCents, developer).map((posting) => ({
      ...posting,
      kind: 'payout_reversal' as const,
    })),
  ]
    .map(key)
    .sort();
  const actual = postings.map(key).sort();
  if (expected.join('|') === actual.join('|')) return [];
  return [
    `billing record ${record.id} (${record.status}): ledger has [${actual.join(', ')}], expected [${expected.join(', ')}]`,
  ];
}
