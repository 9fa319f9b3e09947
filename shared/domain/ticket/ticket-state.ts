import type { z } from 'zod';
import type { milestoneData, ticketDetailsData } from './events.ts';

// The state of one ticket as the domain sees it: what `evolve` builds from events and what the
// projections store. Money in integer cents, time in whole minutes.

export const ticketStatuses = [
  'AWAITING_ASSIGNMENT',
  'DEVELOPER_PLANNING',
  'CUSTOMER_REVIEWING_PLAN',
  'DEVELOPER_WORKING',
  'CUSTOMER_REVIEWING_RESULTS',
  'CUSTOMER_REJECTED',
  'CUSTOMER_APPROVED',
  'REQUIRES_MOD_ASSISTANCE',
] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** The status of a request that waits for a moderator: a report or a dispute is its case. */
export const MODERATION_STATUS = 'REQUIRES_MOD_ASSISTANCE' satisfies TicketStatus;

export const milestoneStatuses = [
  'PLANNED',
  'IN_PROGRESS',
  'IN_REVIEW',
  'ACCEPTED',
  'REJECTED',
] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/** A milestone: its plan as the events carry it, and where it stands. */
export interface MilestoneState extends z.output<typeof milestoneData> {
  id: string;
  status: MilestoneStatus;
  paid: boolean;
  /** Refunded after "no solution" or a moderator's refund; its code stays locked. */
  refunded: boolean;
}

export type TicketDetails = z.output<typeof ticketDetailsData>;

export interface TicketState extends TicketDetails {
  id: string;
  customerId: string;
  developerId: string | null;
  status: TicketStatus;
  /** Where REQUIRES_MOD_ASSISTANCE returns to when a moderator resumes the ticket. */
  statusBeforeModeration: TicketStatus | null;
  /** When the ticket entered REQUIRES_MOD_ASSISTANCE, while it is there; null otherwise. */
  moderationSince: Date | null;
  deleted: boolean;
  /** Milestones in plan order. */
  milestones: MilestoneState[];
  /** Ratings given, by author role (one each). */
  ratedBy: Array<'customer' | 'developer'>;
  /**
   * The developers who stepped back from the request, each once, in the order they first left:
   * one who takes it again does not tell the customer twice.
   */
  steppedBack: string[];
  /**
   * When the customer's approval of the last milestone (or a moderator's release) completed the
   * request; null before. Ratings become visible to the other party 14 days after it at the latest.
   */
  completedAt: Date | null;
  /**
   * The developer the request is offered to alone while it waits (a customer hiring them again,
   * docs/lifecycle.md#hire-again); null once they take it or pass, its time runs out, or when
   * it was never offered.
   */
  offeredTo: string | null;
  createdAt: Date;
  /** Number of events applied; the expected version of the next command. */
  version: number;
}

export type ActorRole = 'customer' | 'developer' | 'moderator' | 'system' | 'payments';

/** Who issues a command. Developers carry their supported categories for the grab rule. */
export interface Actor {
  id: string;
  role: ActorRole;
  categories?: readonly string[];
}

/** A signed-in person as the ticket rules see them: a developer with their supported categories. */
export function actorOf(
  person: { id: string; role: 'customer' | 'developer' | 'moderator' },
  categories: readonly string[] | null,
): Actor {
  if (person.role !== 'developer') return { id: person.id, role: person.role };
  return { id: person.id, role: 'developer', categories: categories ?? [] };
}
