import type { MilestoneInput, TicketCommand } from './commands.ts';
import { decide } from './decide.ts';
import type { TicketEvent } from './events.ts';
import { evolve } from './evolve.ts';
import type { Actor, TicketState } from './ticket-state.ts';

// Shared by the domain's unit tests: a cast of actors and a way to build a ticket by commands.

/** A deliverable a submission hands over (the key of an uploaded file → its name). */
export const deliverable = { 'deliverable-key': 'fix.zip' };

export const customer: Actor = { id: 'customer-1', role: 'customer' };
export const otherCustomer: Actor = { id: 'customer-2', role: 'customer' };
export const developer: Actor = { id: 'dev-1', role: 'developer', categories: ['web', 'backend'] };
export const otherDeveloper: Actor = { id: 'dev-2', role: 'developer', categories: ['web'] };
export const mobileDeveloper: Actor = { id: 'dev-3', role: 'developer', categories: ['mobile'] };
export const moderator: Actor = { id: 'mod-1', role: 'moderator' };
export const timer: Actor = { id: 'system', role: 'system' };
export const payments: Actor = { id: 'payments', role: 'payments' };

export const details = {
  description: 'My app crashes on login\nIt was built with an AI tool.',
  categories: ['web'],
  aiTool: 'CHAT_GPT',
  aiToolOther: null,
  stack: 'Next.js',
  budget: '$200',
  files: {},
};

export const milestoneInput = (title: string): MilestoneInput => ({
  title,
  description: `${title} work`,
  estimatedMinutes: 90,
  hourlyRateCents: 5000,
});

let ids = 0;
export const context = { newId: () => `m-${++ids}` };

/** Applies decided events to a state, the way the event store will. */
export function apply(state: TicketState | null, events: TicketEvent[]): TicketState {
  let next = state;
  for (const event of events) {
    next = evolve(next, event, { ticketId: 't-1', occurredAt: new Date('2026-11-01T10:00:00Z') });
  }
  if (!next) throw new Error('no events');
  return next;
}

/** Runs commands in order (each must be allowed) and returns the resulting ticket. */
export function given(...steps: Array<[Actor, TicketCommand]>): TicketState {
  let state: TicketState | null = null;
  for (const [actor, command] of steps)
    state = apply(state, decide(state, command, actor, context));
  if (!state) throw new Error('no steps');
  return state;
}

export const milestoneIds = (state: TicketState) => state.milestones.map((m) => m.id);

// Milestone-stage builders, each one step further along the happy path.
/** A request posted, offered first to `offerTo` when given (a customer hiring them again). */
export const created = (offerTo?: string): Array<[Actor, TicketCommand]> => [
  [customer, { type: 'CreateTicket', details, ...(offerTo === undefined ? {} : { offerTo }) }],
];
export const planning = () => [
  ...created(),
  [developer, { type: 'GrabTicket' }] as [Actor, TicketCommand],
];
export const withPlan = (count = 2) => [
  ...planning(),
  ...Array.from(
    { length: count },
    (_, i) =>
      [developer, { type: 'AddMilestone', milestone: milestoneInput(`M${i + 1}`) }] as [
        Actor,
        TicketCommand,
      ],
  ),
];
export const reviewingPlan = (count = 2) => [
  ...withPlan(count),
  [developer, { type: 'SubmitPlan' }] as [Actor, TicketCommand],
];
export const working = (count = 2) => [
  ...reviewingPlan(count),
  [customer, { type: 'ApprovePlan' }] as [Actor, TicketCommand],
];

/** One more command on an existing ticket. */
export function run(state: TicketState, actor: Actor, command: TicketCommand): TicketState {
  return apply(state, decide(state, command, actor, context));
}

/** The ticket with its first milestone funded, started and submitted for review. */
export function firstMilestoneInReview(count = 2): TicketState {
  let state = given(...working(count));
  const [first] = milestoneIds(state);
  if (!first) throw new Error('no milestone');
  state = run(state, payments, {
    type: 'FundMilestone',
    milestoneId: first,
    paymentId: 'p-1',
    amountCents: 7500,
    listCents: 7500,
  });
  state = run(state, developer, { type: 'StartMilestone', milestoneId: first });
  return run(state, developer, { type: 'SubmitMilestone', milestoneId: first, files: deliverable });
}
