import { describe, expect, it } from 'vitest';
import { awaitedStep } from './awaited-step.ts';
import { details, milestone } from './history-test-support.ts';
import type { MilestoneState, TicketState, TicketStatus } from './ticket-state.ts';

const step = (
  title: string,
  status: MilestoneState['status'],
  money: { paid?: boolean; refunded?: boolean } = {},
): MilestoneState => ({
  id: title,
  ...milestone(title),
  status,
  paid: money.paid ?? false,
  refunded: money.refunded ?? false,
});

const ticket = (status: TicketStatus, milestones: MilestoneState[] = []): TicketState => ({
  id: 't-1',
  ...details,
  customerId: 'customer-1',
  developerId: status === 'AWAITING_ASSIGNMENT' ? null : 'dev-1',
  status,
  statusBeforeModeration: null,
  moderationSince: null,
  steppedBack: [],
  completedAt: null,
  offeredTo: null,
  deleted: false,
  milestones,
  ratedBy: [],
  createdAt: new Date('2026-11-01T10:00:00Z'),
  version: 1,
});

const said = (state: TicketState) => ({
  customer: awaitedStep(state, 'customer').text,
  developer: awaitedStep(state, 'developer').text,
  moderator: awaitedStep(state, 'moderator').text,
});

describe('what the request waits for', () => {
  it('names whose move it is while the request is taken and planned', () => {
    expect(said(ticket('AWAITING_ASSIGNMENT'))).toEqual({
      customer: 'Waiting for an Unblocker to take your request',
      developer: 'Waiting for an Unblocker to take this request',
      moderator: 'Waiting for an Unblocker to take this request',
    });
    expect(said(ticket('DEVELOPER_PLANNING'))).toEqual({
      customer: 'Waiting for the Unblocker to submit a plan',
      developer: 'Waiting for you to plan the work and submit the plan',
      moderator: 'Waiting for the Unblocker to submit a plan',
    });
    expect(awaitedStep(ticket('CUSTOMER_REVIEWING_PLAN'), 'customer')).toEqual({
      text: 'Waiting for you to review the plan',
      turn: 'yours',
    });
    expect(awaitedStep(ticket('CUSTOMER_REVIEWING_PLAN'), 'developer')).toEqual({
      text: 'Waiting for the customer to review the plan',
      turn: 'theirs',
    });
  });

  it('follows the work milestone by milestone: pay, start, finish, review, rework', () => {
    const done = step('Fix login', 'ACCEPTED', { paid: true });
    expect(said(ticket('DEVELOPER_WORKING', [done, step('Add tests', 'PLANNED')]))).toMatchObject({
      customer: 'Waiting for you to pay for “Add tests”',
      developer: 'Waiting for the customer to pay for “Add tests”',
    });
    const paid = step('Add tests', 'PLANNED', { paid: true });
    expect(said(ticket('DEVELOPER_WORKING', [done, paid]))).toMatchObject({
      customer: 'Waiting for the Unblocker to start “Add tests”',
      developer: 'Waiting for you to start “Add tests”',
    });
    const underWay = step('Add tests', 'IN_PROGRESS', { paid: true });
    expect(said(ticket('DEVELOPER_WORKING', [done, underWay]))).toMatchObject({
      customer: 'Waiting for the Unblocker to finish “Add tests”',
      developer: 'Waiting for you to finish and submit “Add tests”',
    });
    const inReview = step('Add tests', 'IN_REVIEW', { paid: true });
    expect(said(ticket('CUSTOMER_REVIEWING_RESULTS', [done, inReview]))).toMatchObject({
      customer: 'Waiting for you to review “Add tests”',
      developer: 'Waiting for the customer to review “Add tests”',
    });
    const sentBack = step('Add tests', 'REJECTED', { paid: true });
    expect(said(ticket('DEVELOPER_WORKING', [done, sentBack]))).toMatchObject({
      customer: 'Waiting for the Unblocker to start “Add tests” again',
      developer: 'Waiting for you to start “Add tests” again',
    });
  });

  it('hands a case to the moderators and says when the request is closed', () => {
    expect(said(ticket('REQUIRES_MOD_ASSISTANCE'))).toEqual({
      customer: 'Waiting for a moderator to look into this request',
      developer: 'Waiting for a moderator to look into this request',
      moderator: 'Waiting for you to resolve the case',
    });
    expect(awaitedStep(ticket('CUSTOMER_APPROVED'), 'developer')).toEqual({
      text: 'Complete: every milestone is approved',
      turn: 'closed',
    });
    expect(awaitedStep(ticket('CUSTOMER_REJECTED'), 'customer').turn).toBe('closed');
  });
});
