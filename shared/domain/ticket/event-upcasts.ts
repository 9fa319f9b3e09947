import type { TicketEventType } from './events.ts';
import type { TicketStatus } from './ticket-state.ts';

// Stored events keep the shape they were written in (their hashes cover it); reading brings an
// older shape up to date here, before the event's schema parses it.

/**
 * FROZEN: where each status-changing event led when events did not yet record it (schema version
 * 1), copied from the ticket machine as it stood then. Each led to one place whatever the status
 * before (a report during moderation kept it there, which is the same place). Only events lacking
 * `to` read this, so it must never follow the machine: changing it would change stored histories.
 */
const STATUS_REACHED_BY_SCHEMA_V1_EVENTS = {
  TicketCreated: 'AWAITING_ASSIGNMENT',
  TicketGrabbed: 'DEVELOPER_PLANNING',
  TicketAbandoned: 'AWAITING_ASSIGNMENT',
  PlanSubmitted: 'CUSTOMER_REVIEWING_PLAN',
  PlanChangesRequested: 'DEVELOPER_PLANNING',
  PlanApproved: 'DEVELOPER_WORKING',
  MilestoneSubmitted: 'CUSTOMER_REVIEWING_RESULTS',
  MilestoneRejected: 'DEVELOPER_WORKING',
  MessageReported: 'REQUIRES_MOD_ASSISTANCE',
  DisputeOpened: 'REQUIRES_MOD_ASSISTANCE',
  NoSolutionDeclared: 'CUSTOMER_REJECTED',
} as const satisfies Partial<Record<TicketEventType, TicketStatus>>;

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/**
 * A stored event's data with the status it led to: as recorded, or for an event written before
 * events recorded it, the status it led to then. Other data is returned as it is.
 */
export function withStatusReached(type: TicketEventType, data: unknown): unknown {
  if (!(type in STATUS_REACHED_BY_SCHEMA_V1_EVENTS) || !isRecord(data) || 'to' in data) return data;
  const to =
    STATUS_REACHED_BY_SCHEMA_V1_EVENTS[type as keyof typeof STATUS_REACHED_BY_SCHEMA_V1_EVENTS];
  return { ...data, to };
}
