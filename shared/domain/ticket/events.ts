import { z } from 'zod';
import { withStatusReached } from './event-upcasts.ts';
import { ratingValue } from './rating.ts';
import { ticketStatuses, type TicketStatus } from './ticket-state.ts';

// Events are facts, named in the past tense, each with a zod schema for its data and a schema
// version. Stored events are parsed with these schemas when read back.

/** A request's details, as events carry them and the ticket state holds them. */
export const ticketDetailsData = z.object({
  description: z.string(),
  categories: z.array(z.string()),
  aiTool: z.string(),
  aiToolOther: z.string().nullable(),
  stack: z.string(),
  budget: z.string(),
  files: z.record(z.string(), z.string()),
});

/** A milestone's plan, as events carry it and the ticket state holds it. */
export const milestoneData = z.object({
  title: z.string(),
  description: z.string(),
  estimatedMinutes: z.number().int(),
  hourlyRateCents: z.number().int(),
  files: z.record(z.string(), z.string()),
});

const milestoneId = z.object({ milestoneId: z.string() });

/** A moderator's outcomes for a case: the work goes on, the money goes back, or it is paid out. */
export const caseOutcomeSchema = z.enum(['resume', 'refund', 'release']);
export type CaseOutcome = z.infer<typeof caseOutcomeSchema>;

/**
 * The status an event leads the ticket to, as the machine decided when the event was written:
 * a replay takes it from the event, so history replays the same whatever the rules say later.
 */
const leadsTo = { to: z.enum(ticketStatuses) };

export const ticketEventSchemas = {
  /**
   * `offeredTo`: the developer a customer hired again, to whom the request is offered alone first
   * (docs/lifecycle.md#hire-again); absent for a request open to every matching developer.
   */
  TicketCreated: z.object({
    customerId: z.string(),
    details: ticketDetailsData,
    offeredTo: z.string().optional(),
    ...leadsTo,
  }),
  /** The offer is over (the developer passed, or its time ran out): every matching developer may take it. */
  OfferEnded: z.object({ developerId: z.string(), reason: z.enum(['passed', 'expired']) }),
  TicketEdited: z.object({ details: ticketDetailsData }),
  TicketDeleted: z.object({}),
  TicketGrabbed: z.object({ developerId: z.string(), ...leadsTo }),
  TicketAbandoned: z.object({ developerId: z.string(), ...leadsTo }),
  MilestoneAdded: milestoneId.extend({ milestone: milestoneData }),
  MilestoneEdited: milestoneId.extend({ milestone: milestoneData }),
  MilestoneRemoved: milestoneId,
  PlanSubmitted: z.object({ ...leadsTo }),
  PlanChangesRequested: z.object({ feedback: z.string(), ...leadsTo }),
  PlanApproved: z.object({ feedback: z.string().nullable(), ...leadsTo }),
  MilestoneFunded: milestoneId.extend({ paymentId: z.string(), amountCents: z.number().int() }),
  MilestoneStarted: milestoneId,
  /**
   * The developer hands the work over: the deliverables added with this submission (they join the
   * milestone's files, locked for the customer until it is accepted) and a note to the customer.
   * Events stored before deliverables came with the submission carry neither.
   */
  MilestoneSubmitted: milestoneId.extend({
    files: z.record(z.string(), z.string()).default({}),
    note: z.string().nullable().default(null),
    ...leadsTo,
  }),
  MilestoneApproved: milestoneId.extend({
    feedback: z.string().nullable(),
    automatic: z.boolean(),
  }),
  MilestoneRejected: milestoneId.extend({ feedback: z.string(), ...leadsTo }),
  /**
   * The status the ticket moves to after a decision whose events lead to one of several places
   * (a milestone approved: the next one or done; a case resolved).
   */
  TicketStatusChanged: z.object({ from: z.enum(ticketStatuses), ...leadsTo }),
  MessageReported: z.object({ messageId: z.string(), ...leadsTo }),
  DisputeOpened: z.object({ reason: z.string(), ...leadsTo }),
  NoSolutionDeclared: z.object({ reason: z.string(), ...leadsTo }),
  MilestoneRefunded: milestoneId,
  /**
   * A moderator's outcome. `milestoneId`: the one milestone a refund gives back (absent: every
   * funded, unaccepted one, as all events stored before single refunds existed mean).
   */
  CaseResolved: z.object({
    outcome: caseOutcomeSchema,
    note: z.string(),
    milestoneId: z.string().optional(),
  }),
  TicketRated: z.object({
    by: z.enum(['customer', 'developer']),
    rating: ratingValue.nullable(),
    feedback: z.string().nullable(),
  }),
} as const;

export type TicketEventType = keyof typeof ticketEventSchemas;
export type TicketEventData<T extends TicketEventType> = z.infer<(typeof ticketEventSchemas)[T]>;

/** An event as decided; the event store adds version, position and hashes. */
export type TicketEvent = {
  [T in TicketEventType]: { type: T; data: TicketEventData<T> };
}[TicketEventType];

/**
 * The version of the events' data written now. 2: every event that changes the status carries
 * the status it leads to (`to`). Rows of version 1 stay as stored (their hashes cover them) and
 * are upcast when read (event-upcasts.ts).
 */
export const EVENT_SCHEMA_VERSION = 2;

/** The status an event leads the ticket to, or null for one that leaves the status as it is. */
export const statusLedTo = (event: TicketEvent): TicketStatus | null =>
  'to' in event.data ? event.data.to : null;

/**
 * Parses stored event data back into a typed event (throws on data that breaks its schema). The
 * one place stored events are read, so the one place older shapes are brought up to date.
 */
export function parseTicketEvent(type: string, data: unknown): TicketEvent {
  if (!(type in ticketEventSchemas)) throw new Error(`Unknown ticket event type ${type}`);
  const known = type as TicketEventType;
  return {
    type,
    data: ticketEventSchemas[known].parse(withStatusReached(known, data)),
  } as TicketEvent;
}
