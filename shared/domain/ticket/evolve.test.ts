import { describe, expect, it } from 'vitest';
import { stateAfter } from './decider-spec-test-support.ts';
import {
  disputed,
  firstInReview,
  pending,
  planning,
  reviewingPlan,
  was,
  withPlan,
  working,
} from './past-events-test-support.ts';
import { customer, deliverable, details, developer, milestoneInput } from './test-support.ts';
import type { TicketEvent } from './events.ts';

// What the decided events make of a ticket: given these events, the ticket is this.

const ticket = (...history: TicketEvent[]) => {
  const state = stateAfter(history);
  if (!state) throw new Error('no events');
  return state;
};
const milestones = (...history: TicketEvent[]) =>
  ticket(...history).milestones.map((m) => [m.title, m.status, m.paid, m.refunded]);

describe('evolve: the ticket the events make', () => {
  it('a created ticket is pending and owned by its customer', () => {
    expect(ticket(...pending())).toMatchObject({
      status: 'AWAITING_ASSIGNMENT',
      customerId: customer.id,
      developerId: null,
      deleted: false,
      version: 1,
      ...details,
    });
  });

  it('an edit replaces the details; a deletion marks the ticket deleted', () => {
    const edited = { ...details, budget: '$300' };
    expect(ticket(...pending(), { type: 'TicketEdited', data: { details: edited } }).budget).toBe(
      '$300',
    );
    expect(ticket(...pending(), was.deleted()).deleted).toBe(true);
  });

  it('grabbing assigns the developer; abandoning returns the ticket to the pool without its plan', () => {
    expect(ticket(...planning())).toMatchObject({
      status: 'DEVELOPER_PLANNING',
      developerId: developer.id,
    });
    expect(ticket(...reviewingPlan(), was.abandoned())).toMatchObject({
      status: 'AWAITING_ASSIGNMENT',
      developerId: null,
      milestones: [],
      steppedBack: [developer.id],
    });
  });

  it('remembers each developer who stepped back once, in the order they first left', () => {
    const other = { ...developer, id: 'dev-2' };
    const leftTwice = [
      ...planning(),
      was.abandoned(),
      was.grabbed(other),
      was.abandoned(other),
      was.grabbed(),
      was.abandoned(),
    ];
    expect(ticket(...leftTwice).steppedBack).toEqual([developer.id, 'dev-2']);
    expect(ticket(...pending()).steppedBack).toEqual([]);
  });

  it('milestones join the plan PLANNED and unpaid, in order; edits and removals change it', () => {
    expect(milestones(...withPlan(2))).toEqual([
      ['M1', 'PLANNED', false, false],
      ['M2', 'PLANNED', false, false],
    ]);
    const edited: TicketEvent = {
      type: 'MilestoneEdited',
      data: { milestoneId: 'm1', milestone: { ...milestoneInput('Fix login'), files: {} } },
    };
    const removed: TicketEvent = { type: 'MilestoneRemoved', data: { milestoneId: 'm2' } };
    expect(milestones(...withPlan(2), edited, removed)).toEqual([
      ['Fix login', 'PLANNED', false, false],
    ]);
    expect(ticket(...reviewingPlan()).status).toBe('CUSTOMER_REVIEWING_PLAN');
    expect(ticket(...working()).status).toBe('DEVELOPER_WORKING');
  });

  it('a milestone is paid, started, and submitted with its files for results review', () => {
    expect(milestones(...working(1), was.funded('m1'))).toEqual([['M1', 'PLANNED', true, false]]);
    expect(milestones(...working(1), was.funded('m1'), was.started('m1'))).toEqual([
      ['M1', 'IN_PROGRESS', true, false],
    ]);
    const inReview = ticket(...firstInReview(1));
    expect(inReview.status).toBe('CUSTOMER_REVIEWING_RESULTS');
    expect(inReview.milestones[0]).toMatchObject({ status: 'IN_REVIEW', files: deliverable });
  });

  it('a milestone sent back goes back to work, and its resubmission adds to the files handed over', () => {
    const sentBack = [...firstInReview(1), was.rejected('m1')];
    expect(ticket(...sentBack)).toMatchObject({ status: 'DEVELOPER_WORKING' });
    expect(milestones(...sentBack)).toEqual([['M1', 'REJECTED', true, false]]);
    const resubmitted = ticket(
      ...sentBack,
      was.started('m1'),
      was.submitted('m1', { 'second-key': 'fix-2.zip' }),
    );
    expect(resubmitted.milestones[0]?.files).toEqual({ ...deliverable, 'second-key': 'fix-2.zip' });
  });

  it('an approval accepts the milestone; the status changes as its event records', () => {
    const approved = ticket(
      ...firstInReview(1),
      was.approved('m1'),
      was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'CUSTOMER_APPROVED'),
    );
    expect(approved.status).toBe('CUSTOMER_APPROVED');
    expect(approved.milestones[0]?.status).toBe('ACCEPTED');
  });

  it('a request is completed when it first reaches CUSTOMER_APPROVED; a rating after keeps that time', () => {
    const inReview = firstInReview(1);
    expect(ticket(...inReview).completedAt).toBeNull();
    const approving = [
      ...inReview,
      was.approved('m1'),
      was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'CUSTOMER_APPROVED'),
    ];
    // stateAfter dates the event at index i at 10:i on 2026-11-01.
    const completedAt = new Date(Date.UTC(2026, 10, 1, 10, approving.length - 1));
    expect(ticket(...approving).completedAt).toEqual(completedAt);
    expect(ticket(...approving, was.rated('customer')).completedAt).toEqual(completedAt);
  });

  it('entering moderation remembers where the ticket was and since when; resuming forgets both', () => {
    const reported = ticket(...planning(), was.reported());
    expect(reported).toMatchObject({
      status: 'REQUIRES_MOD_ASSISTANCE',
      statusBeforeModeration: 'DEVELOPER_PLANNING',
    });
    expect(reported.moderationSince).toEqual(expect.any(Date));
    // A further report adds to the case: it still waits since the first.
    expect(ticket(...planning(), was.reported(), was.reported('msg-2')).moderationSince).toEqual(
      reported.moderationSince,
    );
    const resumed = ticket(
      ...planning(),
      was.reported(),
      { type: 'CaseResolved', data: { outcome: 'resume', note: 'Talked to both' } },
      was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'DEVELOPER_PLANNING'),
    );
    expect(resumed).toMatchObject({
      status: 'DEVELOPER_PLANNING',
      statusBeforeModeration: null,
      moderationSince: null,
    });
  });

  it('no solution closes the ticket rejected; a refund marks only its milestone', () => {
    const declined = ticket(
      ...firstInReview(2),
      { type: 'NoSolutionDeclared', data: { reason: 'Cannot reproduce', to: 'CUSTOMER_REJECTED' } },
      was.refunded('m1'),
    );
    expect(declined.status).toBe('CUSTOMER_REJECTED');
    expect(declined.milestones.map((m) => m.refunded)).toEqual([true, false]);
    const refunded = ticket(
      ...disputed(2),
      { type: 'CaseResolved', data: { outcome: 'refund', note: 'Refunded', milestoneId: 'm1' } },
      was.refunded('m1'),
      was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'DEVELOPER_WORKING'),
    );
    expect(refunded.milestones.map((m) => [m.paid, m.refunded])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('records one rating per party', () => {
    const approved = [
      ...firstInReview(1),
      was.approved('m1'),
      was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'CUSTOMER_APPROVED'),
    ];
    expect(ticket(...approved, was.rated('customer'), was.rated('developer')).ratedBy).toEqual([
      'customer',
      'developer',
    ]);
    expect(ticket(...approved, was.rated('customer'), was.rated('customer')).ratedBy).toEqual([
      'customer',
    ]);
  });

  it('every event bumps the version by one', () => {
    // Created, grabbed, two milestones, submitted, approved.
    expect(ticket(...working(2)).version).toBe(6);
  });
});
