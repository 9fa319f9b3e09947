import { z } from 'zod';
import { ratingValue } from './rating.ts';
import { milestoneStatuses, ticketStatuses } from './ticket-state.ts';

// Events are facts, named in the past tense, each with a zod schema for its data and a schema
// version (DESIGN §6). Stored events are parsed with these schemas when read back.

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

export const ticketEventSchemas = {
  TicketCreated: z.object({ customerId: z.string(), details: ticketDetailsData }),
  TicketEdited: z.object({ details: ticketDetailsData }),
  TicketDeleted: z.object({}),
  TicketGrabbed: z.object({ developerId: z.string() }),
  TicketAbandoned: z.object({ developerId: z.string() }),
  MilestoneAdded: milestoneId.extend({ milestone: milestoneData }),
  MilestoneEdited: milestoneId.extend({ milestone: milestoneData }),
  MilestoneRemoved: milestoneId,
  PlanSubmitted: z.object({}),
  PlanChangesRequested: z.object({ feedback: z.string() }),
  PlanApproved: z.object({ feedback: z.string().nullable() }),
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
  }),
  MilestoneApproved: milestoneId.extend({
    feedback: z.string().nullable(),
    automatic: z.boolean(),
  }),
  MilestoneRejected: milestoneId.extend({ feedback: z.string() }),
  /** The status the ticket moves to after a milestone decision (next milestone or done). */
  TicketStatusChanged: z.object({ from: z.enum(ticketStatuses), to: z.enum(ticketStatuses) }),
  MessageReported: z.object({ messageId: z.string() }),
  DisputeOpened: z.object({ reason: z.string() }),
  NoSolutionDeclared: z.object({ reason: z.string() }),
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

export const EVENT_SCHEMA_VERSION = 1;

/** Parses stored event data back into a typed event (throws on data that breaks its schema). */
export function parseTicketEvent(type: string, data: unknown): TicketEvent {
  if (!(type in ticketEventSchemas)) throw new Error(`Unknown ticket event type ${type}`);
  const schema = ticketEventSchemas[type as TicketEventType];
  return { type, data: schema.parse(data) } as TicketEvent;
}

export const milestoneStatusSchema = z.enum(milestoneStatuses);
