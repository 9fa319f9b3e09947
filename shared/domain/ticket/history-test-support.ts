import type { TicketEventData, TicketEventType } from './events.ts';
import type { HistoryRow } from './history-rows.ts';
import type { TicketStatus } from './ticket-state.ts';

// History rows for the timeline's unit tests: a story told by events, one row each.

/**
 * An event as a stored row holds it, in either schema version: the status it led to may be
 * missing, as in every row written before events recorded it (reading them supplies it).
 */
export type StoredEvent = {
  [T in TicketEventType]: {
    type: T;
    data: Omit<TicketEventData<T>, 'to'> & { to?: TicketStatus };
  };
}[TicketEventType];

const people = {
  customer: { id: 'customer-1', role: 'customer', name: 'Casey Customer' },
  developer: { id: 'dev-1', role: 'developer', name: 'Dana Developer' },
  moderator: { id: null, role: 'moderator', name: 'A moderator' },
  system: { id: null, role: 'system', name: 'Unblock' },
  payments: { id: null, role: 'payments', name: 'Payment provider' },
} as const;
type Who = keyof typeof people;

const start = Date.parse('2026-11-01T10:00:00Z');

/** Rows numbered from 1, a minute apart, each by the person named beside its event. */
export function historyOf(...steps: Array<[Who, StoredEvent]>): HistoryRow[] {
  return steps.map(([who, event], index) => ({
    version: index + 1,
    type: event.type,
    data: event.data,
    actorId: people[who].id,
    actorRole: people[who].role,
    actorName: people[who].name,
    occurredAt: new Date(start + index * 60_000),
  }));
}

export const details = {
  description: 'Login fails',
  categories: ['web'],
  aiTool: 'CHAT_GPT',
  aiToolOther: null,
  stack: 'Next.js',
  budget: '$200',
  files: {},
};

export const milestone = (title: string, estimatedMinutes = 90, hourlyRateCents = 5000) => ({
  title,
  description: `${title} work`,
  estimatedMinutes,
  hourlyRateCents,
  files: {},
});

/** A request planned with two milestones, its plan approved and the first one paid for. */
export const planned: Array<[Who, StoredEvent]> = [
  ['customer', { type: 'TicketCreated', data: { customerId: 'customer-1', details } }],
  ['developer', { type: 'TicketGrabbed', data: { developerId: 'dev-1' } }],
  [
    'developer',
    { type: 'MilestoneAdded', data: { milestoneId: 'm1', milestone: milestone('Fix login') } },
  ],
  [
    'developer',
    { type: 'MilestoneAdded', data: { milestoneId: 'm2', milestone: milestone('Add tests', 60) } },
  ],
  ['developer', { type: 'PlanSubmitted', data: {} }],
  ['customer', { type: 'PlanApproved', data: { feedback: null } }],
  [
    'payments',
    { type: 'MilestoneFunded', data: { milestoneId: 'm1', paymentId: 'p1', amountCents: 6250 } },
  ],
];
