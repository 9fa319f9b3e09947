import { statusLedTo, type TicketEvent } from './events.ts';
import {
  MODERATION_STATUS as MODERATION,
  type MilestoneState,
  type TicketState,
  type TicketStatus,
} from './ticket-state.ts';

// Replaying reads only the events: each one that changes the status records the status it led
// to, so history replays the same whatever the machine says today (docs/decisions/0031).

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
      status: event.data.to,
      statusBeforeModeration: null,
      moderationSince: null,
      deleted: false,
      milestones: [],
      ratedBy: [],
      steppedBack: [],
      completedAt: null,
      offeredTo: event.data.offeredTo ?? null,
      createdAt: meta.occurredAt,
      version: 1,
      ...event.data.details,
    };
  }
  if (!state) throw new Error(`${event.type} before TicketCreated`);
  const next = applyTo(state, event);
  const status = statusLedTo(event) ?? state.status;
  return {
    ...next,
    ...moderated(state, status, meta.occurredAt),
    ...(status === 'CUSTOMER_APPROVED' && !state.completedAt
      ? { completedAt: meta.occurredAt }
      : {}),
    status,
    version: state.version + 1,
  };
}

/**
 * Entering moderation remembers where the ticket was, for a moderator to resume it there, and
 * since when it waits (the moderators' queue is in that order); leaving it, it waits no more.
 */
function moderated(state: TicketState, status: TicketStatus, at: Date): Partial<TicketState> {
  if (status === MODERATION && state.status !== MODERATION) {
    return { statusBeforeModeration: state.status, moderationSince: at };
  }
  if (status !== MODERATION && state.status === MODERATION) return { moderationSince: null };
  return {};
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
      return { ...state, developerId: event.data.developerId, offeredTo: null };
    case 'OfferEnded':
      return { ...state, offeredTo: null };
    case 'TicketAbandoned':
      // The plan belongs to the developer who leaves: it goes with them.
      return {
        ...state,
        developerId: null,
        milestones: [],
        steppedBack: state.steppedBack.includes(event.data.developerId)
          ? state.steppedBack
          : [...state.steppedBack, event.data.developerId],
      };
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
    case 'PlanChangesRequested':
    case 'PlanApproved':
    case 'TicketStatusChanged':
    case 'MessageReported':
    case 'DisputeOpened':
    case 'NoSolutionDeclared':
      return state;
    case 'MilestoneFunded':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({ ...m, paid: true })),
      };
    case 'MilestoneStarted':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          status: 'IN_PROGRESS',
        })),
      };
    case 'MilestoneSubmitted':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          status: 'IN_REVIEW',
          // A resubmission after a send-back adds to what was handed over before.
          files: { ...m.files, ...event.data.files },
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
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          status: 'REJECTED',
        })),
      };
    case 'MilestoneRefunded':
      return {
        ...state,
        milestones: updateMilestone(state, event.data.milestoneId, (m) => ({
          ...m,
          refunded: true,
        })),
      };
    case 'CaseResolved':
      // The status the case resolves to follows in a TicketStatusChanged event.
      return { ...state, statusBeforeModeration: null };
    case 'TicketRated':
      return state.ratedBy.includes(event.data.by)
        ? state
        : { ...state, ratedBy: [...state.ratedBy, event.data.by] };
  }
}
