import { parseTicketEvent, type TicketEvent } from './events.ts';
import type { Actor, TicketState } from './ticket-state.ts';

/**
 * Who may read a request's history: its customer, its assigned developer and moderators; not a
 * developer looking at a request they might take (the server answers anyone else NOT_FOUND).
 */
export const mayReadHistory = (
  ticket: Pick<TicketState, 'customerId' | 'developerId'>,
  viewer: Pick<Actor, 'id' | 'role'>,
) =>
  viewer.role === 'moderator' ||
  viewer.id === ticket.customerId ||
  viewer.id === ticket.developerId;

/** One stored event of a ticket as the history procedure returns it (tickets.history). */
export interface HistoryRow {
  version: number;
  type: string;
  data: unknown;
  /** Who acted: null for the timer and the payment provider, and for a moderator seen by a party. */
  actorId: string | null;
  actorRole: string;
  actorName: string;
  occurredAt: Date;
  /** The event's link in the request's hash chain; moderators only. */
  hash?: string;
  /**
   * A rating of the reader that does not show yet (fair reviews, docs/profiles.md#fair-reviews):
   * its data says who rated, not what.
   */
  sealed?: true;
}

/** A row with its event read back, or null when its data no longer fits the event's schema. */
export interface ReadRow {
  row: HistoryRow;
  event: TicketEvent | null;
}

/**
 * Reads every row. A row whose data does not parse (it was changed by hand, which the hash chain
 * also reports) is kept as unreadable rather than failing the whole history: the rest still
 * tells what happened, and the reader is told this step could not be read.
 */
export function readRows(rows: readonly HistoryRow[]): ReadRow[] {
  return [...rows]
    .sort((a, b) => a.version - b.version)
    .map((row) => {
      try {
        return { row, event: parseTicketEvent(row.type, row.data) };
      } catch {
        return { row, event: null };
      }
    });
}

export interface PlannedMilestone {
  id: string;
  title: string;
  estimatedMinutes: number;
  hourlyRateCents: number;
}

/**
 * The plan as it stood at each step, rebuilt while walking the events: a timeline entry speaks of
 * the milestone as it was then (a plan is discarded when its developer abandons the request, and
 * its milestones' names live only in the events).
 */
export class PlanAtTheTime {
  private readonly known = new Map<string, PlannedMilestone>();
  private order: string[] = [];
  private readonly funded = new Map<string, number>();

  apply(event: TicketEvent): void {
    switch (event.type) {
      case 'MilestoneAdded':
      case 'MilestoneEdited': {
        const { milestoneId: id, milestone } = event.data;
        this.known.set(id, { id, ...milestone });
        if (!this.order.includes(id)) this.order.push(id);
        break;
      }
      case 'MilestoneRemoved':
        this.order = this.order.filter((id) => id !== event.data.milestoneId);
        break;
      case 'TicketAbandoned':
        this.order = [];
        break;
      case 'MilestoneFunded':
        this.funded.set(event.data.milestoneId, event.data.amountCents);
        break;
      default:
        break;
    }
  }

  milestones(): PlannedMilestone[] {
    return this.order.flatMap((id) => this.known.get(id) ?? []);
  }

  milestone(id: string): PlannedMilestone | undefined {
    return this.known.get(id);
  }

  /** A milestone's name in quotes, as every sentence about it shows it. */
  title(id: string): string {
    const milestone = this.known.get(id);
    return milestone ? `“${milestone.title}”` : 'a milestone';
  }

  /** What the customer paid for a milestone (after any discount), if it was funded. */
  paidCents(id: string): number | undefined {
    return this.funded.get(id);
  }
}
