import {
  PLATFORM_FEE_PERCENT,
  formatCents,
  formatEstimatedTime,
  milestoneCostCents,
  splitPayment,
} from '../money.ts';
import type { TicketEventData, TicketEventType } from './events.ts';
import type { PlanAtTheTime } from './history-rows.ts';

// The words the request timeline says an event with (./timeline.ts): each event's sentence is
// written where its command is declared (shared/commands/ticket-commands.ts), or in the timeline
// for the events no person's command records.

export interface TimelineActor {
  id: string | null;
  role: string;
  name: string;
}

/** One thing an event says: said of its actor unless another is named. */
export interface Said {
  /** What happened, said of the actor: "Approved the plan". */
  text: string;
  /** Listed under it: the plan's milestones, the files handed over. */
  items?: string[];
  /** What the person wrote with it (feedback, a note, a reason), verbatim; null when nothing. */
  words?: string | null;
  actor?: TimelineActor;
}

/** What an event says, given the plan as it stood just before it (nothing: not news). */
type Sentence<E extends TicketEventType> = (
  data: TicketEventData<E>,
  plan: PlanAtTheTime,
) => Said[];

/** Sentences for some events, each typed by its own event's data. */
export type Sentences<E extends TicketEventType = TicketEventType> = { [K in E]: Sentence<K> };

/** Money moves because of a decision, but it is the platform that moves it. */
export const PLATFORM: TimelineActor = { id: null, role: 'system', name: 'Unblock' };

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A submitted plan: its milestones, each with its cost, and the total. */
export function planSubmitted(plan: PlanAtTheTime): Said {
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

const DEVELOPER_PERCENT = 100 - PLATFORM_FEE_PERCENT;

/** Approval releases the milestone's escrow: the developer's share and the platform's fee. */
export function released(plan: PlanAtTheTime, milestoneId: string): Said[] {
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
