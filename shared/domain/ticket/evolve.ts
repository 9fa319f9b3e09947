import type { TicketEvent } from './events.ts';
import type { MilestoneState, TicketState } from './ticket-state.ts';

export interface EventMeta {
  ticketId: string;
  occurredAt: Date;
}

const updateMilestone = (
  state: TicketState,
  milestoneId: string,
  change: (milestone: MilestoneState) => MilestoneState,
): MilestoneState[] =>
  state.milestones.map((milestone) =>
    milestone.id === milestoneId ? change(milestone) : milestone,
  );

/**
 * Folds one event into the ticket state. Pure and total: replaying a ticket's events from null
 * rebuilds exactly what the projections hold. Every event bumps the version by one.
 */
export function evolve(
  state: TicketState | null,
  event: TicketEvent,
  meta: EventMeta,
): TicketState {
  if (event.type === 'TicketCreated') {
    return {
      id: meta.ticketId,
      customerId: event.data.customerId,
      developerId: null,
      status: 'AWAITING_ASSIGNMENT',
      statusBeforeModeration: null,
      deleted: false,
      milestones: [],
      ratedBy: [],
      createdAt: meta.occurredAt,
      version: 1,
      ...event.data.details,
    };
  }
  if (!state) throw new Error(`${event.type} before TicketCreated`);
  const next = applyTo(state, event);
  return { ...next, version: state.version + 1 };
}

function applyTo(state: TicketState, event: TicketEvent): TicketState {
  switch (event.type) {
    case 'TicketCreated':
      throw new Error('TicketCreated on an existing ticket');
    case 'TicketEdited':
      return { ...state, ...event.data.details };
    case 'TicketDeleted':
      return { ...state, deleted: true };
    case 'TicketGrabbed':
      return { ...state, developerId: event.data.developerId, status: 'DEVELOPER_PLANNING' };
    case 'TicketAbandoned':
      // The plan belongs to the developer who leaves: it goes with them.
      return { ...state, developerId: null, status: 'AWAITING_ASSIGNMENT', milestones: [] };
    case 'MilestoneAdded':
      return {
        ...state,
        milestones: [
          ...state.milestones,
          {
            id: event.data.milestoneId,
            ...event.data.milestone,
            status: 'PLANNED',
            paid: false,
            refunded: false,
          },
        ],
      };
    case 'MilestoneEdited':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          ...event.data.milestone,
        })),
      };
    case 'MilestoneRemoved':
      return {
        ...state,
        milestones: state.milestones.filter((m) => m.id !== event.data.milestoneId),
      };
    case 'PlanSubmitted':
      return { ...state, status: 'CUSTOMER_REVIEWING_PLAN' };
    case 'PlanChangesRequested':
      return { ...state, status: 'DEVELOPER_PLANNING' };
    case 'PlanApproved':
      return { ...state, status: 'DEVELOPER_WORKING' };
    case 'MilestoneFunded':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({ ...m, paid: true })),
      };
    case 'MilestoneStarted':
      return {
        ...state,
        status: 'DEVELOPER_WORKING',
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          status: 'IN_PROGRESS',
        })),
      };
    case 'MilestoneSubmitted':
      return {
        ...state,
        status: 'CUSTOMER_REVIEWING_RESULTS',
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          status: 'IN_REVIEW',
        })),
      };
    case 'MilestoneApproved':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          status: 'ACCEPTED',
        })),
      };
    case 'MilestoneRejected':
      return {
        ...state,
        status: 'DEVELOPER_WORKING',
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          status: 'REJECTED',
        })),
      };
    case 'TicketStatusChanged':
      return { ...state, status: event.data.to };
    case 'MessageReported':
    case 'DisputeOpened':
      if (state.status === 'REQUIRES_MOD_ASSISTANCE') return state;
      return { ...state, status: 'REQUIRES_MOD_ASSISTANCE', statusBeforeModeration: state.status };
    case 'NoSolutionDeclared':
      return { ...state, status: 'CUSTOMER_REJECTED' };
    case 'MilestoneRefunded':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          refunded: true,
        })),
      };
    case 'CaseResolved':
      return {
        ...state,
        statusBeforeModeration: null,
        status:
          event.data.outcome === 'resume'
            ? (state.statusBeforeModeration ?? state.status)
            : event.data.outcome === 'refund'
              ? 'CUSTOMER_REJECTED'
              : state.status,
      };
    case 'TicketRated':
      return state.ratedBy.includes(event.data.by)
        ? state
        : { ...state, ratedBy: [...state.ratedBy, event.data.by] };
  }
}
