import { readRows, type HistoryRow } from './history-rows.ts';
import { isAllowed } from './ticket-transitions.ts';
import type { TicketState } from './ticket-state.ts';

// AutoApproveMilestone: how long a customer has to review a submitted milestone, and
// when they are reminded. The server's timers and the roadmap's countdown both read these.

/** A milestone left in review this many days is approved automatically. */
export const AUTO_APPROVE_AFTER_DAYS = 14;

/** The customer is reminded on these days of the review. */
export const REVIEW_REMINDER_DAYS = [7, 12] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` whole days after `from`. */
export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/**
 * When each milestone's review runs out, counted from its latest submission (a send-back and a
 * new submission start the count again, as the server's timer does).
 */
export function autoApprovalDates(rows: readonly HistoryRow[]): ReadonlyMap<string, Date> {
  const due = new Map<string, Date>();
  for (const { row, event } of readRows(rows)) {
    if (event?.type !== 'MilestoneSubmitted') continue;
    due.set(event.data.milestoneId, daysAfter(row.occurredAt, AUTO_APPROVE_AFTER_DAYS));
  }
  return due;
}

/**
 * The countdown under a milestone in review: "Approved automatically in 9 days unless
 * you act" for the customer, whose silence approves it; the developer reads the same date as
 * theirs to wait for. Whole days, rounded up (so never "in 0 days"); the last day reads "within a
 * day".
 */
export function autoApprovalCountdown(due: Date, now: Date, viewer: 'customer' | 'other'): string {
  // Never more than the review's length: a clock read before the submission (a page's, renewed
  // every minute, or a device's running late) would otherwise say one day more than the other
  // side reads.
  const left = Math.min(due.getTime() - now.getTime(), AUTO_APPROVE_AFTER_DAYS * DAY_MS);
  const when =
    left <= 0
      ? 'any moment now'
      : left <= DAY_MS
        ? 'within a day'
        : `in ${Math.ceil(left / DAY_MS)} days`;
  const unless = viewer === 'customer' ? 'unless you act' : 'unless the customer acts first';
  return `Approved automatically ${when} ${unless}`;
}

const timer = { id: 'system', role: 'system' } as const;

/**
 * The countdown of each milestone the timer would approve if it ran now (the machine decides,
 * so a milestone whose request waits for a moderator shows none), for the roadmap.
 */
export function autoApprovalCountdowns(
  ticket: TicketState,
  rows: readonly HistoryRow[],
  now: Date,
  viewer: 'customer' | 'other',
): ReadonlyMap<string, string> {
  const due = autoApprovalDates(rows);
  const countdowns = new Map<string, string>();
  for (const milestone of ticket.milestones) {
    const date = due.get(milestone.id);
    const command = { type: 'AutoApproveMilestone', milestoneId: milestone.id } as const;
    if (date && isAllowed(ticket, command, timer)) {
      countdowns.set(milestone.id, autoApprovalCountdown(date, now, viewer));
    }
  }
  return countdowns;
}
