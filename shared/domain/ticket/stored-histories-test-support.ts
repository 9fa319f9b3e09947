import type { TicketEvent } from './events.ts';
import { details } from './history-test-support.ts';
import type { ActorRole, TicketStatus } from './ticket-state.ts';

// Whole histories as the event store holds them, for the tests that replay stored events: every
// event type that moves a ticket, each with the status the ticket had after it when it was
// written. Actors are given by id, so an integration test can use real users.

/** Who acts, and the ids of the milestones planned (the database wants fresh ones per ticket). */
export interface Cast {
  customer: string;
  developer: string;
  otherDeveloper: string;
  moderator: string;
  m1: string;
  m2: string;
}

export interface StoredStep {
  actor: { id: string | null; role: ActorRole };
  event: TicketEvent;
  /** The status the ticket had after this event when it was written. */
  status: TicketStatus;
}

export interface StoredHistory {
  name: string;
  steps: StoredStep[];
}

const milestone = (title: string) => ({
  title,
  description: `${title} work`,
  estimatedMinutes: 90,
  hourlyRateCents: 5000,
  files: {},
});

export function storedHistories(cast: Cast): StoredHistory[] {
  const { m1, m2 } = cast;
  const customer = { id: cast.customer, role: 'customer' } as const;
  const developer = { id: cast.developer, role: 'developer' } as const;
  const otherDeveloper = { id: cast.otherDeveloper, role: 'developer' } as const;
  const moderator = { id: cast.moderator, role: 'moderator' } as const;
  const payments = { id: null, role: 'payments' } as const;
  const step = (actor: StoredStep['actor'], event: TicketEvent, status: TicketStatus) => ({
    actor,
    event,
    status,
  });
  // Both histories open the same way: created, taken, one milestone planned and sent for review.
  const plannedOnce = [
    step(
      customer,
      {
        type: 'TicketCreated',
        data: { customerId: cast.customer, details, to: 'AWAITING_ASSIGNMENT' },
      },
      'AWAITING_ASSIGNMENT',
    ),
    step(
      developer,
      {
        type: 'TicketGrabbed',
        data: { developerId: cast.developer, to: 'DEVELOPER_PLANNING' },
      },
      'DEVELOPER_PLANNING',
    ),
    step(
      developer,
      {
        type: 'MilestoneAdded',
        data: { milestoneId: m1, milestone: milestone('Fix login') },
      },
      'DEVELOPER_PLANNING',
    ),
    step(
      developer,
      { type: 'PlanSubmitted', data: { to: 'CUSTOMER_REVIEWING_PLAN' } },
      'CUSTOMER_REVIEWING_PLAN',
    ),
  ];
  return [
    {
      name: 'planned twice, worked, sent back, reported, resumed and approved',
      steps: [
        ...plannedOnce,
        step(
          customer,
          { type: 'PlanChangesRequested', data: { feedback: 'Cheaper', to: 'DEVELOPER_PLANNING' } },
          'DEVELOPER_PLANNING',
        ),
        step(
          developer,
          {
            type: 'TicketAbandoned',
            data: { developerId: cast.developer, to: 'AWAITING_ASSIGNMENT' },
          },
          'AWAITING_ASSIGNMENT',
        ),
        step(
          otherDeveloper,
          {
            type: 'TicketGrabbed',
            data: { developerId: cast.otherDeveloper, to: 'DEVELOPER_PLANNING' },
          },
          'DEVELOPER_PLANNING',
        ),
        step(
          otherDeveloper,
          { type: 'MilestoneAdded', data: { milestoneId: m2, milestone: milestone('Rewrite') } },
          'DEVELOPER_PLANNING',
        ),
        step(
          otherDeveloper,
          { type: 'PlanSubmitted', data: { to: 'CUSTOMER_REVIEWING_PLAN' } },
          'CUSTOMER_REVIEWING_PLAN',
        ),
        step(
          customer,
          { type: 'PlanApproved', data: { feedback: null, to: 'DEVELOPER_WORKING' } },
          'DEVELOPER_WORKING',
        ),
        step(
          payments,
          {
            type: 'MilestoneFunded',
            data: { milestoneId: m2, paymentId: 'p1', amountCents: 7500 },
          },
          'DEVELOPER_WORKING',
        ),
        step(
          otherDeveloper,
          { type: 'MilestoneStarted', data: { milestoneId: m2 } },
          'DEVELOPER_WORKING',
        ),
        step(
          otherDeveloper,
          {
            type: 'MilestoneSubmitted',
            data: {
              milestoneId: m2,
              files: { k1: 'fix.zip' },
              note: null,
              to: 'CUSTOMER_REVIEWING_RESULTS',
            },
          },
          'CUSTOMER_REVIEWING_RESULTS',
        ),
        step(
          customer,
          {
            type: 'MilestoneRejected',
            data: { milestoneId: m2, feedback: 'Still fails', to: 'DEVELOPER_WORKING' },
          },
          'DEVELOPER_WORKING',
        ),
        step(
          otherDeveloper,
          { type: 'MilestoneStarted', data: { milestoneId: m2 } },
          'DEVELOPER_WORKING',
        ),
        step(
          otherDeveloper,
          {
            type: 'MilestoneSubmitted',
            data: {
              milestoneId: m2,
              files: { k2: 'fix2.zip' },
              note: 'Works now',
              to: 'CUSTOMER_REVIEWING_RESULTS',
            },
          },
          'CUSTOMER_REVIEWING_RESULTS',
        ),
        step(
          customer,
          { type: 'MessageReported', data: { messageId: 'msg-1', to: 'REQUIRES_MOD_ASSISTANCE' } },
          'REQUIRES_MOD_ASSISTANCE',
        ),
        step(
          otherDeveloper,
          { type: 'MessageReported', data: { messageId: 'msg-2', to: 'REQUIRES_MOD_ASSISTANCE' } },
          'REQUIRES_MOD_ASSISTANCE',
        ),
        step(
          moderator,
          { type: 'CaseResolved', data: { outcome: 'resume', note: 'Carry on' } },
          'REQUIRES_MOD_ASSISTANCE',
        ),
        step(
          moderator,
          {
            type: 'TicketStatusChanged',
            data: { from: 'REQUIRES_MOD_ASSISTANCE', to: 'CUSTOMER_REVIEWING_RESULTS' },
          },
          'CUSTOMER_REVIEWING_RESULTS',
        ),
        step(
          customer,
          {
            type: 'MilestoneApproved',
            data: { milestoneId: m2, feedback: null, automatic: false },
          },
          'CUSTOMER_REVIEWING_RESULTS',
        ),
        step(
          customer,
          {
            type: 'TicketStatusChanged',
            data: { from: 'CUSTOMER_REVIEWING_RESULTS', to: 'CUSTOMER_APPROVED' },
          },
          'CUSTOMER_APPROVED',
        ),
        step(
          customer,
          { type: 'TicketRated', data: { by: 'customer', rating: 5, feedback: null } },
          'CUSTOMER_APPROVED',
        ),
      ],
    },
    {
      name: 'disputed, resumed, and given up with a refund',
      steps: [
        ...plannedOnce,
        step(
          customer,
          { type: 'PlanApproved', data: { feedback: 'Go', to: 'DEVELOPER_WORKING' } },
          'DEVELOPER_WORKING',
        ),
        step(
          payments,
          {
            type: 'MilestoneFunded',
            data: { milestoneId: m1, paymentId: 'p1', amountCents: 7500 },
          },
          'DEVELOPER_WORKING',
        ),
        step(
          customer,
          { type: 'DisputeOpened', data: { reason: 'Too slow', to: 'REQUIRES_MOD_ASSISTANCE' } },
          'REQUIRES_MOD_ASSISTANCE',
        ),
        step(
          moderator,
          { type: 'CaseResolved', data: { outcome: 'resume', note: 'Give it a week' } },
          'REQUIRES_MOD_ASSISTANCE',
        ),
        step(
          moderator,
          {
            type: 'TicketStatusChanged',
            data: { from: 'REQUIRES_MOD_ASSISTANCE', to: 'DEVELOPER_WORKING' },
          },
          'DEVELOPER_WORKING',
        ),
        step(
          developer,
          { type: 'NoSolutionDeclared', data: { reason: 'API gone', to: 'CUSTOMER_REJECTED' } },
          'CUSTOMER_REJECTED',
        ),
        step(
          developer,
          { type: 'MilestoneRefunded', data: { milestoneId: m1 } },
          'CUSTOMER_REJECTED',
        ),
      ],
    },
  ];
}

/**
 * An event's data as it was stored before events recorded the status they lead to (schema
 * version 1): without `to`, except in TicketStatusChanged, which always had it.
 */
export function dataAsWrittenBefore(event: TicketEvent): Record<string, unknown> {
  if (event.type === 'TicketStatusChanged') return event.data;
  const { to: _to, ...rest } = event.data as Record<string, unknown>;
  return rest;
}
