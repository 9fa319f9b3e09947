import { z } from 'zod';
import { ONLY_REFUNDS_NAME_A_MILESTONE } from '../domain/ticket/decide.ts';
import { caseOutcomeSchema, type CaseOutcome } from '../domain/ticket/events.ts';
import type { MilestoneStatus, TicketStatus } from '../domain/ticket/ticket-state.ts';
import type { ReceivedPayment } from '../domain/payments/received-payment.ts';
import type { Role } from './auth.ts';
import type { DeveloperSpecialty, WaitlistStatus } from './waitlist.ts';
import { text } from './text.ts';
import { ticketRef, versionedTicket } from './tickets.ts';

// Vetting developers (docs/moderation.md): what the moderation console sends and receives about developer
// applications (the "Join Our Developer Network" entries of waitlist_signups).

/** How long a vetted developer's invite code stays valid, in days (its last valid day included). */
export const DEVELOPER_INVITE_VALID_DAYS = 14;

export const DECISION_REASON_MAX = 1000;

const applicationId = z.uuid('Application not found');

export const applicationIdInput = z.object({ id: applicationId });

/** Why a moderator decided as they did: required, and mailed to the person it is about. */
export const decisionReason = text()
  .trim()
  .min(1, 'A reason is required')
  .max(DECISION_REASON_MAX, `The reason can be at most ${DECISION_REASON_MAX} characters`);

/** A decline says why; the applicant reads the reason in their mail. */
export const declineApplicationInput = z.object({ id: applicationId, reason: decisionReason });
export type DeclineApplicationInput = z.infer<typeof declineApplicationInput>;

/** One application as the console shows it. */
export interface DeveloperApplication {
  id: string;
  name: string;
  email: string;
  specialty: DeveloperSpecialty;
  bio: string | null;
  status: WaitlistStatus;
  /** When the person first applied. */
  createdAt: Date;
  /** When they last sent the form (sending it again updates the entry). */
  updatedAt: Date;
  /** When a moderator approved or declined it; null while new. */
  decidedAt: Date | null;
  /** A decline's reason; null otherwise. */
  declineReason: string | null;
  /** An approved application's invite code's last valid day (YYYY-MM-DD); null otherwise. */
  inviteExpiresAt: string | null;
}

/** A cursor's time, within what PostgreSQL stores: a date outside it is no entry's. */
const cursorDate = z
  .date()
  .min(new Date('1970-01-01T00:00:00Z'))
  .max(new Date('9999-12-31T23:59:59Z'));

/**
 * Applications per page of the console's list; more load as the moderator scrolls
 * (docs/moderation.md).
 */
export const APPLICATION_PAGE_SIZE = 20;

/**
 * Where the next page of applications starts: after the last one shown, in the list's order
 * (waiting ones oldest first, then decided ones latest decision first, each then by id). `at` is
 * the time it is ordered by (applied, or decided), to the millisecond.
 */
const applicationListCursor = z.object({
  decided: z.boolean(),
  at: cursorDate,
  id: z.uuid(),
});
export type ApplicationListCursor = z.infer<typeof applicationListCursor>;
export const applicationListInput = z.object({ cursor: applicationListCursor.nullish() });

/** A page of one of the console's lists, with how many wait in all (the list's heading). */
interface ConsolePage<Item, Cursor> {
  items: Item[];
  nextCursor: Cursor | null;
  waitingCount: number;
}

export type ApplicationPage = ConsolePage<DeveloperApplication, ApplicationListCursor>;

// The console (docs/moderation.md): suspending an account and lifting the suspension.

const userId = z.uuid('User not found');

export const userIdInput = z.object({ userId });

/** A suspension says why; the person reads the reason in their mail. */
export const suspendUserInput = z.object({ userId, reason: decisionReason });
export type SuspendUserInput = z.infer<typeof suspendUserInput>;

/** An account as the console shows it, with its suspension. */
export interface ModeratedUser {
  id: string;
  /** First and last name, or the email when the person gave no name. */
  name: string;
  email: string;
  role: Role;
  /** When a moderator suspended the account; null when it is not suspended. */
  suspendedAt: Date | null;
  /** The suspension's reason; null when it is not suspended. */
  suspensionReason: string | null;
}

// The console (docs/moderation.md): the case queue (requests in REQUIRES_MOD_ASSISTANCE: a reported message
// or a customer's request for a refund) and a moderator's outcome for a case.

export const caseRefInput = ticketRef;

/**
 * A moderator's outcome, with the reason both parties read in the conversation and their mail.
 * A refund may name one milestone; without one it gives back every funded, unaccepted milestone.
 */
export const resolveCaseInput = versionedTicket
  .extend({
    outcome: caseOutcomeSchema,
    milestoneId: z.uuid().optional(),
    reason: decisionReason,
  })
  .refine((input) => input.milestoneId === undefined || input.outcome === 'refund', {
    message: ONLY_REFUNDS_NAME_A_MILESTONE,
    path: ['milestoneId'],
  });
export type ResolveCaseInput = z.infer<typeof resolveCaseInput>;

/** A party of a case as a card names them, flagged when a moderator suspended their account. */
export interface CaseParty {
  id: string;
  /** First and last name, or the email when the person gave no name. */
  name: string;
  suspended: boolean;
}

/** Why a case is open, as its card leads with it: its most recent report or the dispute. */
export type CaseWhy =
  | {
      kind: 'report';
      messageId: string;
      /** The reported message's text ('' for a message of files only). */
      text: string;
      authorName: string;
      reportedByName: string;
    }
  | { kind: 'dispute'; reason: string };

/** One request of the queue, as its card shows it. */
export interface CaseCard {
  ticketId: string;
  /** The first line of the request's description. */
  title: string;
  /** The request's version: the `expectedVersion` of an outcome. */
  version: number;
  /** When the request entered REQUIRES_MOD_ASSISTANCE. */
  since: Date;
  why: CaseWhy;
  /** Messages reported since the case opened (a dispute may come with reports, and reports pile up). */
  reportCount: number;
  customer: CaseParty;
  /** Null before a developer took the request. */
  developer: CaseParty | null;
  /** The customer's money held in escrow for this request, from the ledger. */
  escrowCents: number;
}

/** Cases per page of the queue; more load as the moderator scrolls (docs/moderation.md). */
export const CASE_PAGE_SIZE = 20;

/**
 * Where the next page of the queue starts: after the last request read, in the queue's order
 * (longest waiting first, then by id). `since` comes from a JS Date, so it holds it exactly.
 */
const caseListCursor = z.object({ since: cursorDate, ticketId: z.uuid() });
export type CaseListCursor = z.infer<typeof caseListCursor>;
export const caseListInput = z.object({ cursor: caseListCursor.nullish() });

export type CasePage = ConsolePage<CaseCard, CaseListCursor>;

/** A reported message of a case. */
export interface CaseReport {
  messageId: string;
  text: string;
  authorName: string;
  reportedByName: string;
  reportedAt: Date;
}

/** A moderator's outcome as the case view shows it. */
interface CaseResolutionView {
  outcome: CaseOutcome;
  reason: string;
  /** The one milestone a refund gave back; null when it gave back all (or for another outcome). */
  milestoneId: string | null;
  resolvedAt: Date;
}

/** A milestone's money, from the ledger, in cents. */
export interface CaseMilestoneMoney {
  milestoneId: string;
  title: string;
  status: MilestoneStatus;
  /** Its price as planned (rate × time). */
  costCents: number;
  /** What the customer paid in for it. */
  paidCents: number;
  /** Still held in escrow. */
  heldCents: number;
  /** Released to the developer (their 90 %). */
  releasedCents: number;
  /** The platform's fee on what was released (10 %). */
  feeCents: number;
  /** What of the released share reached the developer's payout account. */
  paidOutCents: number;
  /** Given back to the customer. */
  refundedCents: number;
  /** Whether the moderator may refund this milestone alone now. */
  refundable: boolean;
}

/** A request's case as the case view shows it (the ticket, timeline and chat come from their own procedures). */
export interface CaseDetail {
  ticketId: string;
  title: string;
  status: TicketStatus;
  version: number;
  customer: CaseParty;
  developer: CaseParty | null;
  /** The open case, else the latest resolved one; null when the request never needed a moderator. */
  case: {
    open: boolean;
    since: Date;
    /** Every report of the case, oldest first. */
    reports: CaseReport[];
    /** The customer's request for a refund, if the case has one. */
    dispute: { reason: string; openedAt: Date } | null;
    resolution: CaseResolutionView | null;
  } | null;
  /** The outcomes the moderator may choose now: none unless the case is open. */
  outcomes: CaseOutcome[];
  /** The plan's milestones in order, each with its money. */
  milestones: CaseMilestoneMoney[];
  /** The customer's money held in escrow for this request. */
  escrowCents: number;
}

// Payments that funded nothing (a wrong amount or currency, a closed checkout, a milestone that
// could not take it, a checkout paid twice): each was refunded at once and flagged for a moderator
// (docs/decisions/0007-payments-and-escrow.md). The console lists them, newest first.

/** A flagged payment as the console shows it: when, on which request, what arrived and why. */
export interface FlaggedPayment {
  /** Its billing record. */
  id: string;
  ticketId: string;
  /** When the payment arrived. */
  paidAt: Date;
  /** What the provider says arrived (in the currency's cents); null if it recorded none. */
  received: ReceivedPayment | null;
  /** Why it funded nothing, in the words it was flagged with. */
  reason: string;
  /** Whether the refund went out: the provider answered with its id. */
  refunded: boolean;
}

/** Flagged payments per page of the console; more load as the moderator scrolls. */
export const FLAGGED_PAYMENT_PAGE_SIZE = 20;

/**
 * Where the next page of flagged payments starts: after the last one shown, in the list's order
 * (latest arrival first, then by id). `paidAt` comes from a JS Date, so it holds it exactly.
 */
const flaggedPaymentCursor = z.object({ paidAt: cursorDate, id: z.uuid() });
export type FlaggedPaymentCursor = z.infer<typeof flaggedPaymentCursor>;
export const flaggedPaymentListInput = z.object({ cursor: flaggedPaymentCursor.nullish() });

/** A page of flagged payments (they wait for nothing: no count). */
export interface FlaggedPaymentPage {
  items: FlaggedPayment[];
  nextCursor: FlaggedPaymentCursor | null;
}
