import { describe, expect, it } from 'vitest';
import { allowedCommands } from '#shared/domain/ticket/allowed-commands.ts';
import {
  customer,
  developer,
  firstMilestoneInReview,
  given,
  milestoneIds,
  otherCustomer,
  otherDeveloper,
  payments,
  planning,
  reviewingPlan,
  run,
  withPlan,
  working,
} from '#shared/domain/ticket/test-support.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { milestoneActions, planningTools, ticketActions } from './plan-actions.ts';

/** Each milestone's actions, in plan order, for this viewer. */
function rows(ticket: TicketState, viewer: Actor, payableId?: string) {
  const allowed = allowedCommands(ticket, viewer);
  return ticket.milestones.map((milestone) => milestoneActions(milestone, allowed, payableId));
}

describe('plan actions', () => {
  it('lets the assigned developer edit and delete milestones only while planning', () => {
    expect(rows(given(...withPlan(2)), developer)).toEqual([
      ['EditMilestone', 'RemoveMilestone'],
      ['EditMilestone', 'RemoveMilestone'],
    ]);
    expect(rows(given(...withPlan(2)), customer)).toEqual([[], []]);
    expect(rows(given(...reviewingPlan(2)), developer)).toEqual([[], []]);
  });

  it('offers the customer Approve and Send Back to Developer on the milestone in review', () => {
    const ticket = firstMilestoneInReview(2);
    expect(rows(ticket, customer)).toEqual([['ApproveMilestone', 'RejectMilestone'], []]);
    expect(rows(ticket, developer)).toEqual([[], []]);
  });

  it('offers the developer Start on a funded milestone, named by its command', () => {
    const approved = given(...working(2));
    const funded = run(approved, payments, {
      type: 'FundMilestone',
      milestoneId: milestoneIds(approved)[0]!,
      paymentId: 'p-1',
      amountCents: 7500,
      listCents: 7500,
    });
    expect(rows(funded, developer)).toEqual([['StartMilestone'], []]);
  });

  it('adds Pay to the milestone the checkout rules chose', () => {
    const ticket = given(...working(2));
    expect(rows(ticket, customer, ticket.milestones[0]!.id)).toEqual([['pay'], []]);
  });

  it('offers a matching developer Grab on a pending request, and Abandon once it is theirs', () => {
    const pending = given(planning()[0]!);
    expect(ticketActions(allowedCommands(pending, otherDeveloper))).toEqual(['GrabTicket']);
    expect(ticketActions(allowedCommands(pending, customer))).toEqual([]);
    // Without their categories (not loaded yet) nobody is offered Grab.
    expect(ticketActions(allowedCommands(pending, { id: 'dev-2', role: 'developer' }))).toEqual([]);
    expect(ticketActions(allowedCommands(given(...planning()), developer))).toEqual([
      'AbandonTicket',
    ]);
    expect(ticketActions(allowedCommands(given(...planning()), otherDeveloper))).toEqual([]);
  });

  it('lets the assigned developer declare no solution once work has begun', () => {
    expect(ticketActions(allowedCommands(given(...working(1)), developer))).toEqual([
      'DeclareNoSolution',
    ]);
    expect(ticketActions(allowedCommands(firstMilestoneInReview(1), developer))).toEqual([
      'DeclareNoSolution',
    ]);
  });

  it('lets the customer request a refund while money they paid is held for work, not before', () => {
    expect(ticketActions(allowedCommands(given(...reviewingPlan(1)), customer))).toEqual([]);
    // Approved but not paid yet: nothing to refund.
    const approved = given(...working(1));
    expect(ticketActions(allowedCommands(approved, customer))).toEqual([]);
    const funded = run(approved, payments, {
      type: 'FundMilestone',
      milestoneId: milestoneIds(approved)[0]!,
      paymentId: 'p-1',
      amountCents: 7500,
      listCents: 7500,
    });
    expect(ticketActions(allowedCommands(funded, customer))).toEqual(['OpenDispute']);
    expect(ticketActions(allowedCommands(firstMilestoneInReview(1), customer))).toEqual([
      'OpenDispute',
    ]);
    expect(ticketActions(allowedCommands(funded, otherCustomer))).toEqual([]);
  });

  it('keeps Submit Plan on an empty plan so the developer hears why it cannot go yet', () => {
    const empty = given(...planning());
    expect(planningTools(empty, allowedCommands(empty, developer))).toEqual({
      add: true,
      submit: true,
      emptyPlan: true,
    });
    const planned = given(...withPlan(1));
    expect(planningTools(planned, allowedCommands(planned, developer))).toEqual({
      add: true,
      submit: true,
      emptyPlan: false,
    });
    const submitted = given(...reviewingPlan(1));
    expect(planningTools(submitted, allowedCommands(submitted, developer))).toEqual({
      add: false,
      submit: false,
      emptyPlan: false,
    });
    expect(planningTools(planned, allowedCommands(planned, customer))).toMatchObject({
      add: false,
      submit: false,
    });
  });
});
