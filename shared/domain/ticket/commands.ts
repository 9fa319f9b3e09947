import { z } from 'zod';
import { caseOutcomeSchema, milestoneData, ticketDetailsData } from './events.ts';

// Commands are requests, named in the imperative: one schema states them all, and their type,
// their list and the machine's events derive from it. Inputs are validated by the procedures'
// own schemas (shared/schemas) at the boundary; here they are already well-formed.

/** A milestone as a command plans it (files optional: none attached). */
const plannedMilestone = milestoneData.partial({ files: true });
export type MilestoneInput = z.output<typeof plannedMilestone>;

const onMilestone = { milestoneId: z.string() };
const command = <T extends string, S extends z.ZodRawShape = Record<never, never>>(
  type: T,
  shape?: S,
) => z.object({ type: z.literal(type), ...(shape ?? ({} as S)) });

const ticketCommandSchema = z.discriminatedUnion('type', [
  // `offerTo`: a developer the customer hires again (docs/lifecycle.md#hire-again).
  command('CreateTicket', { details: ticketDetailsData, offerTo: z.string().optional() }),
  command('EditTicket', { details: ticketDetailsData }),
  command('DeleteTicket'),
  command('GrabTicket'),
  // The developer a request is offered to declines it; the system ends an offer whose time ran out.
  command('PassOffer'),
  command('EndOffer'),
  command('AbandonTicket'),
  command('AddMilestone', { milestone: plannedMilestone }),
  command('EditMilestone', { ...onMilestone, milestone: plannedMilestone }),
  command('RemoveMilestone', onMilestone),
  command('SubmitPlan'),
  command('RequestPlanChanges', { feedback: z.string() }),
  command('ApprovePlan', { feedback: z.string().optional() }),
  // `listCents`: the plan price the payment was made for (its checkout's), before any discount.
  command('FundMilestone', {
    ...onMilestone,
    paymentId: z.string(),
    amountCents: z.number(),
    listCents: z.number(),
  }),
  command('StartMilestone', onMilestone),
  command('SubmitMilestone', {
    ...onMilestone,
    files: z.record(z.string(), z.string()),
    note: z.string().optional(),
  }),
  command('ApproveMilestone', { ...onMilestone, feedback: z.string().optional() }),
  command('RejectMilestone', { ...onMilestone, feedback: z.string() }),
  command('AutoApproveMilestone', onMilestone),
  command('ReportMessage', { messageId: z.string(), messageAuthorId: z.string() }),
  command('OpenDispute', { reason: z.string() }),
  command('DeclareNoSolution', { reason: z.string() }),
  // A refund names one milestone, or none for every funded, unaccepted one.
  command('ResolveCase', {
    outcome: caseOutcomeSchema,
    note: z.string(),
    milestoneId: z.string().optional(),
  }),
  command('RateTicket', { rating: z.number().nullable(), feedback: z.string().nullable() }),
]);

export type TicketCommand = z.output<typeof ticketCommandSchema>;
export type TicketCommandType = TicketCommand['type'];

export const ticketCommandTypes: readonly TicketCommandType[] = ticketCommandSchema.options.map(
  (option) => option.shape.type.value,
);

const milestoneCommands = new Set<TicketCommandType>(
  ticketCommandSchema.options
    .filter(
      (option) =>
        'milestoneId' in option.shape && !option.shape.milestoneId.safeParse(undefined).success,
    )
    .map((option) => option.shape.type.value),
);
/** Whether the command acts on one milestone, which it names. */
export const namesMilestone = (type: TicketCommandType) => milestoneCommands.has(type);

/** The parts of a command the lifecycle's rules read: which milestone, price and outcome. */
type AskedPart = 'type' | 'milestoneId' | 'listCents' | 'outcome' | 'messageAuthorId';

/**
 * A command as the ticket machine is asked about it: who may do what, when, depends on these
 * parts only, never on the words or files a command carries (decide checks those). Any command
 * is one, so the server asks with the command itself and a screen with just what it knows.
 */
export type CommandAsked = {
  [T in TicketCommandType]: Pick<
    Extract<TicketCommand, { type: T }>,
    Extract<keyof Extract<TicketCommand, { type: T }>, AskedPart>
  >;
}[TicketCommandType];
