import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { ticketCommandTypes, type TicketCommand, type TicketCommandType } from './commands.ts';
import { decide } from './decide.ts';
import { eventOf, nextStatus, snapshotOf } from './ticket-transitions.ts';
import { ticketMachine } from './ticket.machine.ts';
import {
  apply,
  context,
  customer,
  details,
  developer,
  firstMilestoneInReview,
  given,
  milestoneIds,
  milestoneInput,
  mobileDeveloper,
  moderator,
  otherCustomer,
  otherDeveloper,
  payments,
  run,
  timer,
  withPlan,
  working,
  created,
  reviewingPlan,
  deliverable,
} from './test-support.ts';
import { ticketStatuses, type Actor, type TicketState } from './ticket-state.ts';

// For every status, command and actor: the machine's answer (allowed, and to which status) and
// what decide + evolve actually do must be the same. This is what lets the client trust the
// machine to show exactly the actions the server will accept.

function ticketsInEveryStatus(): TicketState[] {
  const reviewing = firstMilestoneInReview(2);
  const [first] = milestoneIds(reviewing);
  const workingTicket = given(...working(2));
  const funded = run(workingTicket, payments, {
    type: 'FundMilestone',
    milestoneId: milestoneIds(workingTicket)[0]!,
    paymentId: 'x',
    amountCents: 1,
    listCents: 7500,
  });
  const lastInReview = firstMilestoneInReview(1);
  // Two funded milestones under dispute: a single refund may leave the other one in review.
  const bothFunded = run(reviewing, payments, {
    type: 'FundMilestone',
    milestoneId: milestoneIds(reviewing)[1]!,
    paymentId: 'y',
    amountCents: 1,
    listCents: 7500,
  });
  // Offered to one developer alone (a customer hiring them again), waiting or reported meanwhile.
  const offered = { ...given(...created()), offeredTo: mobileDeveloper.id };
  const offeredInModeration = {
    ...offered,
    status: 'REQUIRES_MOD_ASSISTANCE' as const,
    statusBeforeModeration: 'AWAITING_ASSIGNMENT' as const,
  };
  return [
    given(...created()),
    offered,
    offeredInModeration,
    given(...withPlan(2)),
    given(...reviewingPlan(2)),
    workingTicket,
    funded,
    reviewing,
    run(reviewing, customer, { type: 'OpenDispute', reason: 'why' }),
    run(bothFunded, customer, { type: 'OpenDispute', reason: 'why' }),
    run(lastInReview, customer, { type: 'OpenDispute', reason: 'why' }),
    run(reviewing, customer, { type: 'ApproveMilestone', milestoneId: first! }),
    run(lastInReview, timer, {
      type: 'AutoApproveMilestone',
      milestoneId: milestoneIds(lastInReview)[0]!,
    }),
    run(reviewing, developer, { type: 'DeclareNoSolution', reason: 'stuck' }),
  ];
}

function sampleCommands(type: TicketCommandType, ticket: TicketState): TicketCommand[] {
  const ids = [...milestoneIds(ticket), 'missing'];
  const perMilestone = <C extends TicketCommand>(make: (id: string) => C) => ids.map(make);
  switch (type) {
    case 'CreateTicket':
      return [{ type, details }];
    case 'EditTicket':
      return [{ type, details: { ...details, budget: '$1' } }];
    case 'DeleteTicket':
    case 'GrabTicket':
    case 'PassOffer':
    case 'EndOffer':
    case 'AbandonTicket':
    case 'SubmitPlan':
      return [{ type }];
    case 'AddMilestone':
      return [{ type, milestone: milestoneInput('New') }];
    case 'EditMilestone':
      return perMilestone((milestoneId) => ({
        type,
        milestoneId,
        milestone: milestoneInput('Edited'),
      }));
    case 'SubmitMilestone':
      return perMilestone((milestoneId) => ({ type, milestoneId, files: deliverable }));
    case 'RemoveMilestone':
    case 'StartMilestone':
    case 'AutoApproveMilestone':
      return perMilestone((milestoneId) => ({ type, milestoneId }));
    case 'ApproveMilestone':
      return perMilestone((milestoneId) => ({ type, milestoneId }));
    case 'RejectMilestone':
      return perMilestone((milestoneId) => ({ type, milestoneId, feedback: 'Again' }));
    case 'FundMilestone':
      return perMilestone((milestoneId) => ({
        type,
        milestoneId,
        paymentId: 'p',
        amountCents: 100,
        listCents: 7500,
      }));
    case 'RequestPlanChanges':
      return [{ type, feedback: 'Change it' }];
    case 'ApprovePlan':
      return [{ type }];
    case 'ReportMessage':
      return [
        { type, messageId: 'm1', messageAuthorId: developer.id },
        { type, messageId: 'm2', messageAuthorId: customer.id },
      ];
    case 'OpenDispute':
    case 'DeclareNoSolution':
      return [{ type, reason: 'Reason' }];
    case 'ResolveCase':
      return [
        ...(['resume', 'refund', 'release'] as const).map((outcome) => ({
          type,
          outcome,
          note: 'Note',
        })),
        ...perMilestone((milestoneId) => ({
          type,
          outcome: 'refund' as const,
          note: 'Note',
          milestoneId,
        })),
      ];
    case 'RateTicket':
      return [{ type, rating: 4, feedback: null }];
  }
}

const cast = [
  customer,
  otherCustomer,
  developer,
  otherDeveloper,
  mobileDeveloper,
  moderator,
  timer,
  payments,
];

/** What XState itself computes: the reference `nextStatus` must match. */
function viaTransition(ticket: TicketState, command: TicketCommand, actor: Actor) {
  const snapshot = snapshotOf(ticket);
  const event = eventOf(command, actor);
  if (ticket.deleted || !snapshot.can(event)) return null;
  return transition(ticketMachine, snapshot, event)[0].value;
}

describe('the ticket machine and decide/evolve agree', () => {
  const tickets = ticketsInEveryStatus();

  it('covers every ticket status', () => {
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(ticketStatuses));
  });

  it('for every status × command × actor', () => {
    let allowed = 0;
    let checked = 0;
    for (const ticket of tickets) {
      for (const type of ticketCommandTypes) {
        if (type === 'CreateTicket') continue;
        for (const command of sampleCommands(type, ticket)) {
          for (const actor of cast) {
            checked++;
            const target = nextStatus(ticket, command, actor);
            const label = `${ticket.status} ${command.type} by ${actor.id}`;
            expect(target, `${label}: nextStatus agrees with XState's transition()`).toBe(
              viaTransition(ticket, command, actor),
            );
            if (target === null) {
              expect(() => decide(ticket, command, actor, context), label).toThrow();
              continue;
            }
            allowed++;
            const after = apply(ticket, decide(ticket, command, actor, context));
            expect(after.status, label).toBe(target);
          }
        }
      }
    }
    // Sanity: the sweep really exercised both sides.
    expect(checked).toBeGreaterThan(1000);
    expect(allowed).toBeGreaterThan(30);
  });
});
