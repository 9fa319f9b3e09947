import { displayName } from '../files/limits.ts';
import {
  PLATFORM_FEE_PERCENT,
  formatCents,
  formatEstimatedTime,
  milestoneCostCents,
  splitPayment,
} from '../money.ts';
import type { TicketEvent, TicketEventData } from './events.ts';
import { PlanAtTheTime, readRows, type HistoryRow } from './history-rows.ts';

// The request timeline: a request's history in plain words, from its events. Nothing
// here is stored: each sentence is read from the event and the plan as it stood at that moment.

export interface TimelineEntry {
  /** Unique in the timeline: one event may say two things (an approval, the money it releases). */
  key: string;
  version: number;
  occurredAt: Date;
  actor: { id: string | null; role: string; name: string };
  /** What happened, said of the actor: "Approved the plan". */
  text: string;
  /** Listed under it: the plan's milestones, the files handed over. */
  items: string[];
  /** What the person wrote with it (feedback, a note, a reason), verbatim; null when nothing. */
  words: string | null;
}

type Said = Pick<TimelineEntry, 'text'> & Partial<Pick<TimelineEntry, 'items' | 'words' | 'actor'>>;

/** Money moves because of a decision, but it is the platform that moves it. */
const PLATFORM = { id: null, role: 'system', name: 'Unblock' };

/** What a moderator's outcome means for the request, as the timeline and the banner say it. */
export const caseOutcomes = {
  resume: 'the work goes on',
  refund: 'the unfinished work is refunded',
  release: 'the payment goes to the Unblocker',
} as const;

/**
 * What a moderator's outcome means, naming the one milestone a refund gives back (`titleOf`
 * quotes its title); a refund that names none gives back all the unfinished work.
 */
export function caseOutcome(
  data: TicketEventData<'CaseResolved'>,
  titleOf: (milestoneId: string) => string,
): string {
  return data.outcome === 'refund' && data.milestoneId !== undefined
    ? `the payment for ${titleOf(data.milestoneId)} goes back to the customer`
    : caseOutcomes[data.outcome];
}

const DEVELOPER_PERCENT = 100 - PLATFORM_FEE_PERCENT;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The request's history, oldest first, in plain words with who and when. */
export function timelineEntries(rows: readonly HistoryRow[]): TimelineEntry[] {
  const plan = new PlanAtTheTime();
  return readRows(rows).flatMap(({ row, event }) => {
    const said: Said[] = event ? sentences(event, plan) : [unreadable(row.type)];
    if (event) plan.apply(event);
    return said.map((sentence, index) => ({
      key: `${row.version}-${index}`,
      version: row.version,
      occurredAt: row.occurredAt,
      actor: { id: row.actorId, role: row.actorRole, name: row.actorName },
      items: [],
      words: null,
      ...sentence,
    }));
  });
}

const unreadable = (type: string): Said => ({
  text: `A step (${type}) whose record could not be read`,
});

/** The sentences one event says, given the plan as it stood just before it. */
function sentences(event: TicketEvent, plan: PlanAtTheTime): Said[] {
  switch (event.type) {
    case 'TicketCreated':
      return [{ text: 'Created the request' }];
    case 'TicketEdited':
      return [{ text: 'Edited the request' }];
    case 'TicketDeleted':
      return [{ text: 'Deleted the request' }];
    case 'TicketGrabbed':
      return [{ text: 'Took the request' }];
    case 'TicketAbandoned':
      return [
        { text: 'Gave the request up: its plan is set aside and other Unblockers may take it' },
      ];
    // Drafting a plan is the developer's own work until it is submitted; the submission lists it.
    case 'MilestoneAdded':
    case 'MilestoneEdited':
    case 'MilestoneRemoved':
      return [];
    case 'PlanSubmitted':
      return [planSubmitted(plan)];
    case 'PlanChangesRequested':
      return [{ text: 'Asked for changes to the plan', words: event.data.feedback }];
    case 'PlanApproved':
      return [{ text: 'Approved the plan', words: event.data.feedback }];
    case 'MilestoneFunded':
      return [
        {
          text: `Received ${formatCents(event.data.amountCents)} for ${plan.title(event.data.milestoneId)}, held in escrow until its work is approved`,
        },
      ];
    case 'MilestoneStarted':
      return [{ text: `Started work on ${plan.title(event.data.milestoneId)}` }];
    case 'MilestoneSubmitted': {
      const names = Object.values(event.data.files).map(displayName);
      const files = names.length > 0 ? ` with ${plural(names.length, 'file')}` : '';
      return [
        {
          text: `Submitted ${plan.title(event.data.milestoneId)} for review${files}`,
          items: names,
          words: event.data.note,
        },
      ];
    }
    case 'MilestoneApproved':
      return [
        {
          text: event.data.automatic
            ? `${plan.title(event.data.milestoneId)} was approved automatically: its review time ran out`
            : `Approved ${plan.title(event.data.milestoneId)}`,
          words: event.data.feedback,
        },
        ...released(plan, event.data.milestoneId),
      ];
    case 'MilestoneRejected':
      return [
        {
          text: `Sent ${plan.title(event.data.milestoneId)} back for more work`,
          words: event.data.feedback,
        },
      ];
    // Where a decision leads is said by the decision; only the end of the work is news.
    case 'TicketStatusChanged':
      return event.data.to === 'CUSTOMER_APPROVED'
        ? [{ text: 'Every milestone is approved: the request is complete' }]
        : [];
    case 'MessageReported':
      return [{ text: 'Reported a message to the moderators' }];
    case 'DisputeOpened':
      return [
        { text: 'Asked for a refund: a moderator will look into it', words: event.data.reason },
      ];
    case 'NoSolutionDeclared':
      return [{ text: 'Found no solution', words: event.data.reason }];
    case 'MilestoneRefunded': {
      const paid = plan.paidCents(event.data.milestoneId);
      const amount = paid === undefined ? '' : `${formatCents(paid)} for `;
      return [
        {
          text: `Refunded ${amount}${plan.title(event.data.milestoneId)} to the customer`,
          actor: PLATFORM,
        },
      ];
    }
    case 'CaseResolved':
      return [
        {
          text: `Resolved the case: ${caseOutcome(event.data, (id) => plan.title(id))}`,
          words: event.data.note || null,
        },
      ];
    case 'TicketRated': {
      const whom = event.data.by === 'customer' ? 'the Unblocker' : 'the customer';
      return [
        {
          text:
            event.data.rating === null
              ? `Left feedback for ${whom}`
              : `Rated ${whom} ${event.data.rating} out of 5`,
          words: event.data.feedback,
        },
      ];
    }
  }
}

function planSubmitted(plan: PlanAtTheTime): Said {
  const milestones = plan.milestones();
  const cost = (m: (typeof milestones)[number]) =>
    milestoneCostCents(m.hourlyRateCents, m.estimatedMinutes);
  const total = milestones.reduce((sum, milestone) => sum + cost(milestone), 0);
  return {
    text: `Submitted a plan of ${plural(milestones.length, 'milestone')}, ${formatCents(total)} in total`,
    items: milestones.map(
      (m) =>
        `${m.title}: ${formatCents(cost(m))} (${formatEstimatedTime(m.estimatedMinutes)} at ${formatCents(m.hourlyRateCents)}/h)`,
    ),
  };
}

/** Approval releases the milestone's escrow: the developer's share and the platform's fee. */
function released(plan: PlanAtTheTime, milestoneId: string): Said[] {
  const milestone = plan.milestone(milestoneId);
  if (!milestone) return [];
  const { developerCents, feeCents } = splitPayment(
    milestoneCostCents(milestone.hourlyRateCents, milestone.estimatedMinutes),
  );
  return [
    {
      text: `Released ${formatCents(developerCents)} to the Unblocker (${DEVELOPER_PERCENT} %) and ${formatCents(feeCents)} to Unblock as its fee (${PLATFORM_FEE_PERCENT} %)`,
      actor: PLATFORM,
    },
  ];
}
