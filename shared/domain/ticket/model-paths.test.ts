import { beforeAll, describe, expect, it } from 'vitest';
import { fromTransition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { DomainError } from '../errors.ts';
import { ticketCommandTypes, type TicketCommand } from './commands.ts';
import { decide, NOT_ALLOWED } from './decide.ts';
import { nextStatus } from './ticket-transitions.ts';
import {
  apply,
  created,
  customer,
  details,
  developer,
  given,
  milestoneInput,
  moderator,
  otherCustomer,
  payments,
  timer,
  deliverable,
} from './test-support.ts';
import { ticketStatuses, type Actor, type TicketState } from './ticket-state.ts';

// Model-based paths: `xstate/graph` walks a test model of the ticket whose context is the real
// TicketState and whose transition is decide + evolve, offering from every state the commands
// of a small fixed alphabet that the machine allows. Every generated path is then replayed on
// a fresh ticket, checking each step against the machine's prediction. The machine alone cannot
// be traversed: its guards read milestones, payments and the assigned developer from context.

/** Plans are capped at two milestones: enough for "work left" vs "last one", and finite. */
const MAX_MILESTONES = 2;

/**
 * Milestone ids are the smallest free `m-N`, so they follow from the ticket itself: the replay
 * gets the same ids as the traversal, and ids stay bounded after a plan is discarded.
 */
const decideContext = (ticket: TicketState) => ({
  newId: () => {
    const taken = new Set(ticket.milestones.map((m) => m.id));
    let n = 1;
    while (taken.has(`m-${n}`)) n++;
    return `m-${n}`;
  },
});

/** What the guards can see; titles, texts and versions are left out so the walk terminates. */
const keyOf = (ticket: TicketState) =>
  JSON.stringify([
    ticket.status,
    ticket.statusBeforeModeration,
    ticket.developerId,
    ticket.offeredTo,
    ticket.deleted,
    [...ticket.ratedBy].sort(),
    ticket.milestones.map((m) => [m.id, m.status, m.paid, m.refunded]),
  ]);

/** The alphabet: each command from the actor who would normally send it. */
function alphabet(ticket: TicketState): Array<[Actor, TicketCommand]> {
  const perMilestone = ticket.milestones.flatMap(
    ({ id: milestoneId }) =>
      [
        [developer, { type: 'EditMilestone', milestoneId, milestone: milestoneInput('Edited') }],
        [developer, { type: 'RemoveMilestone', milestoneId }],
        [
          payments,
          {
            type: 'FundMilestone',
            milestoneId,
            paymentId: 'p',
            amountCents: 7500,
            listCents: 7500,
          },
        ],
        [developer, { type: 'StartMilestone', milestoneId }],
        [developer, { type: 'SubmitMilestone', milestoneId, files: deliverable }],
        [customer, { type: 'ApproveMilestone', milestoneId }],
        [customer, { type: 'RejectMilestone', milestoneId, feedback: 'Not yet' }],
        [timer, { type: 'AutoApproveMilestone', milestoneId }],
      ] satisfies Array<[Actor, TicketCommand]>,
  );
  // A moderator's refund of one milestone, offered for the first one only: the walk still reaches
  // each place it leads (the other one in review, other work left, none), at half the states.
  const [first] = ticket.milestones;
  const refundOne: Array<[Actor, TicketCommand]> = first
    ? [
        [
          moderator,
          { type: 'ResolveCase', outcome: 'refund', note: 'One back', milestoneId: first.id },
        ],
      ]
    : [];
  const addMilestone: Array<[Actor, TicketCommand]> =
    ticket.milestones.length < MAX_MILESTONES
      ? [[developer, { type: 'AddMilestone', milestone: milestoneInput('New') }]]
      : [];
  return [
    [customer, { type: 'EditTicket', details: { ...details, budget: '$300' } }],
    [customer, { type: 'DeleteTicket' }],
    [developer, { type: 'GrabTicket' }],
    [developer, { type: 'PassOffer' }],
    [timer, { type: 'EndOffer' }],
    [developer, { type: 'AbandonTicket' }],
    ...addMilestone,
    [developer, { type: 'SubmitPlan' }],
    [customer, { type: 'RequestPlanChanges', feedback: 'Smaller steps' }],
    [customer, { type: 'ApprovePlan' }],
    ...perMilestone,
    ...refundOne,
    [customer, { type: 'ReportMessage', messageId: 'msg-1', messageAuthorId: developer.id }],
    [developer, { type: 'ReportMessage', messageId: 'msg-2', messageAuthorId: customer.id }],
    [customer, { type: 'OpenDispute', reason: 'No progress' }],
    [developer, { type: 'DeclareNoSolution', reason: 'Stuck' }],
    [moderator, { type: 'ResolveCase', outcome: 'resume', note: 'Go on' }],
    [moderator, { type: 'ResolveCase', outcome: 'refund', note: 'Refunded' }],
    [moderator, { type: 'ResolveCase', outcome: 'release', note: 'Released' }],
    [customer, { type: 'RateTicket', rating: 5, feedback: null }],
    [developer, { type: 'RateTicket', rating: 4, feedback: 'Clear brief' }],
  ];
}

/** A command as the test model sends it: the whole command, from its actor. */
interface ModelEvent {
  type: TicketCommand['type'];
  command: TicketCommand;
  actor: Actor;
}
const modelEvent = (command: TicketCommand, actor: Actor): ModelEvent => ({
  type: command.type,
  command,
  actor,
});

const labelOf = ({ command, actor }: ModelEvent) => {
  const argument =
    'milestoneId' in command
      ? command.milestoneId
      : command.type === 'ResolveCase'
        ? command.outcome
        : null;
  return `${command.type}${argument ? `(${argument})` : ''} by ${actor.id}`;
};

/** The system under test, one step: decide, then fold the events. */
const step = (ticket: TicketState, { command, actor }: ModelEvent) =>
  apply(ticket, decide(ticket, command, actor, decideContext(ticket)));

// A refusal the machine did not predict leaves the ticket as it was instead of aborting the walk:
// the replay then reports the path that leads to it.
const ticketModel = fromTransition(
  (ticket: TicketState, event: ModelEvent) => {
    try {
      return step(ticket, event);
    } catch {
      return ticket;
    }
  },
  given(...created(developer.id)),
);

type ModelSnapshot = ReturnType<typeof ticketModel.getInitialSnapshot>;

function generatePaths() {
  return getShortestPaths(ticketModel, {
    events: (snapshot: ModelSnapshot) =>
      alphabet(snapshot.context).map(([actor, command]) => modelEvent(command, actor)),
    // An event is enabled iff the machine allows it: the walk follows the machine's edges.
    filterEvents: (snapshot, { command, actor }) =>
      nextStatus(snapshot.context, command, actor) !== null,
    // A vertex is an edge (source, command, target), so there is a shortest path ending in every
    // edge, not only one per state: commands that keep the state (EditTicket, EditMilestone, a
    // second report) and the second way into a state (AutoApprove after Approve) get one too.
    serializeState: (snapshot, event, previous) =>
      event && previous
        ? `${keyOf(previous.context)} ${labelOf(event)} ${keyOf(snapshot.context)}`
        : keyOf(snapshot.context),
    serializeEvent: labelOf,
  });
}

type ModelPath = ReturnType<typeof generatePaths>[number];

/** The path's commands; its first step is XState's `xstate.init` into the created ticket. */
const commandsOf = (path: ModelPath) => path.steps.slice(1);

const describePath = (path: ModelPath) =>
  [`CreateTicket by ${customer.id}`, ...commandsOf(path).map(({ event }) => labelOf(event))].join(
    ' → ',
  );

/** The refusal's message, or null when decide accepts the command. */
function refusalOf(ticket: TicketState, actor: Actor, command: TicketCommand): string | null {
  try {
    decide(ticket, command, actor, decideContext(ticket));
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.message : String(error);
  }
}

/** Replays the path on a fresh ticket; what went wrong, if anything (the first problem only). */
function replayProblems(path: ModelPath): string[] {
  let ticket = given(...created(developer.id));
  for (const { event, state } of commandsOf(path)) {
    const problem = (text: string) => [`${describePath(path)}: at ${labelOf(event)}, ${text}`];
    const predicted = nextStatus(ticket, event.command, event.actor);
    if (predicted === null) return problem('the machine refuses it');
    const refusal = refusalOf(ticket, event.actor, event.command);
    if (refusal !== null) return problem(`decide refuses it: ${refusal}`);
    ticket = step(ticket, event);
    if (ticket.status !== predicted) return problem(`${ticket.status} instead of ${predicted}`);
    if (keyOf(ticket) !== keyOf(state.context)) return problem("not the model's state");
  }
  return [];
}

/** At the path's end: refused commands of the alphabet must throw, for the right reason. */
function refusalProblems(path: ModelPath): string[] {
  const end = path.state.context;
  const expected = end.deleted ? 'Request not found' : NOT_ALLOWED;
  const attempts = alphabet(end).flatMap(([actor, command]) => [
    ...(nextStatus(end, command, actor) === null ? [[actor, command] as const] : []),
    // No command of the alphabet is ever open to a customer who does not own the ticket.
    [otherCustomer, command] as const,
  ]);
  const problems = attempts.flatMap(([actor, command]) => {
    const refusal = refusalOf(end, actor, command);
    return refusal === expected
      ? []
      : [`${describePath(path)}, then ${command.type} by ${actor.id}: ${refusal ?? 'accepted'}`];
  });
  // Every end refuses something its own cast could otherwise send.
  const refused = attempts.filter(([actor]) => actor !== otherCustomer).length;
  return refused > 0 ? problems : [...problems, `${describePath(path)}: nothing refused`];
}

describe('model-based paths through the ticket machine', () => {
  let paths: ModelPath[] = [];

  beforeAll(() => {
    paths = generatePaths();
  });

  // How long the walk takes is for a benchmark, not for a test that must pass on a busy machine.
  it('walks a model big enough to mean something', () => {
    const states = new Set(paths.map((path) => keyOf(path.state.context)));
    // Sanity bounds so the test cannot pass on a walk that went nowhere.
    expect(states.size).toBeGreaterThan(200);
    expect(paths.length).toBeGreaterThan(2 * states.size);
    expect(Math.max(...paths.map((path) => commandsOf(path).length))).toBeGreaterThan(10);
  });

  it('reaches every ticket status and uses every command', () => {
    const steps = paths.flatMap(commandsOf);
    expect(new Set(paths.map((path) => path.state.context.status))).toEqual(
      new Set(ticketStatuses),
    );
    expect(new Set(steps.map(({ event }) => event.type))).toEqual(
      new Set(ticketCommandTypes.filter((type) => type !== 'CreateTicket')),
    );
    const outcomes = steps.flatMap(({ event }) =>
      event.command.type === 'ResolveCase' ? [event.command.outcome] : [],
    );
    expect(new Set(outcomes)).toEqual(new Set(['resume', 'refund', 'release']));
  });

  it('replays every path on a fresh ticket: decide accepts each step, evolve lands where the machine said', () => {
    const problems = paths.flatMap(replayProblems);
    expect(problems.slice(0, 5), `${problems.length} paths disagree`).toEqual([]);
  });

  it('refuses at the end of every path what the machine refuses there, and anything from a stranger', () => {
    // Paths share their ends; decide is pure, so each distinct end is checked once.
    const ends = new Map(paths.map((path) => [keyOf(path.state.context), path]));
    const problems = [...ends.values()].flatMap(refusalProblems);
    expect(problems.slice(0, 5), `${problems.length} wrong answers`).toEqual([]);
  });
});
