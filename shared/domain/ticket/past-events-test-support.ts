import type { TicketEvent } from './events.ts';
import { customer, deliverable, details, developer, milestoneInput } from './test-support.ts';
import type { Actor, TicketStatus } from './ticket-state.ts';

// Events as they were decided, for the decider's "given": each names what happened, with the
// data `decide` writes for it. Milestones are m1, m2… titled M1, M2…, priced at $75.00.

/** What a milestone of the test plan costs: 90 minutes at $50.00 an hour. */
export const MILESTONE_CENTS = 7500;

export const was = {
  created: (by: Actor = customer): TicketEvent => ({
    type: 'TicketCreated',
    data: { customerId: by.id, details, to: 'AWAITING_ASSIGNMENT' },
  }),
  /** Posted and offered first to one developer (a customer hiring them again). */
  offered: (to: Actor): TicketEvent => ({
    type: 'TicketCreated',
    data: { customerId: customer.id, details, offeredTo: to.id, to: 'AWAITING_ASSIGNMENT' },
  }),
  offerEnded: (to: Actor, reason: 'passed' | 'expired'): TicketEvent => ({
    type: 'OfferEnded',
    data: { developerId: to.id, reason },
  }),
  deleted: (): TicketEvent => ({ type: 'TicketDeleted', data: {} }),
  grabbed: (by: Actor = developer): TicketEvent => ({
    type: 'TicketGrabbed',
    data: { developerId: by.id, to: 'DEVELOPER_PLANNING' },
  }),
  abandoned: (by: Actor = developer): TicketEvent => ({
    type: 'TicketAbandoned',
    data: { developerId: by.id, to: 'AWAITING_ASSIGNMENT' },
  }),
  milestoneAdded: (milestoneId: string, title = `M${milestoneId.slice(1)}`): TicketEvent => ({
    type: 'MilestoneAdded',
    data: { milestoneId, milestone: { files: {}, ...milestoneInput(title) } },
  }),
  planSubmitted: (): TicketEvent => ({
    type: 'PlanSubmitted',
    data: { to: 'CUSTOMER_REVIEWING_PLAN' },
  }),
  planApproved: (): TicketEvent => ({
    type: 'PlanApproved',
    data: { feedback: null, to: 'DEVELOPER_WORKING' },
  }),
  funded: (milestoneId: string): TicketEvent => ({
    type: 'MilestoneFunded',
    data: { milestoneId, paymentId: `p-${milestoneId}`, amountCents: MILESTONE_CENTS },
  }),
  started: (milestoneId: string): TicketEvent => ({
    type: 'MilestoneStarted',
    data: { milestoneId },
  }),
  submitted: (milestoneId: string, files: Record<string, string> = deliverable): TicketEvent => ({
    type: 'MilestoneSubmitted',
    data: { milestoneId, files, note: null, to: 'CUSTOMER_REVIEWING_RESULTS' },
  }),
  approved: (milestoneId: string): TicketEvent => ({
    type: 'MilestoneApproved',
    data: { milestoneId, feedback: null, automatic: false },
  }),
  rejected: (milestoneId: string): TicketEvent => ({
    type: 'MilestoneRejected',
    data: { milestoneId, feedback: 'Still crashes', to: 'DEVELOPER_WORKING' },
  }),
  statusChanged: (from: TicketStatus, to: TicketStatus): TicketEvent => ({
    type: 'TicketStatusChanged',
    data: { from, to },
  }),
  reported: (messageId = 'msg'): TicketEvent => ({
    type: 'MessageReported',
    data: { messageId, to: 'REQUIRES_MOD_ASSISTANCE' },
  }),
  disputeOpened: (reason = 'Broken'): TicketEvent => ({
    type: 'DisputeOpened',
    data: { reason, to: 'REQUIRES_MOD_ASSISTANCE' },
  }),
  refunded: (milestoneId: string): TicketEvent => ({
    type: 'MilestoneRefunded',
    data: { milestoneId },
  }),
  rated: (by: 'customer' | 'developer'): TicketEvent => ({
    type: 'TicketRated',
    data: { by, rating: 5, feedback: null },
  }),
};

const milestoneIds = (count: number) => Array.from({ length: count }, (_, i) => `m${i + 1}`);

// Histories, each one step further along the happy path.
export const pending = (): TicketEvent[] => [was.created()];
export const planning = (): TicketEvent[] => [...pending(), was.grabbed()];
export const withPlan = (count = 2): TicketEvent[] => [
  ...planning(),
  ...milestoneIds(count).map((id) => was.milestoneAdded(id)),
];
export const reviewingPlan = (count = 2): TicketEvent[] => [
  ...withPlan(count),
  was.planSubmitted(),
];
export const working = (count = 2): TicketEvent[] => [...reviewingPlan(count), was.planApproved()];
/** The first milestone funded, started and submitted for review. */
export const firstInReview = (count = 2): TicketEvent[] => [
  ...working(count),
  was.funded('m1'),
  was.started('m1'),
  was.submitted('m1'),
];
/** The first milestone in review, and the customer asking for a refund. */
export const disputed = (count = 2): TicketEvent[] => [
  ...firstInReview(count),
  was.disputeOpened(),
];
