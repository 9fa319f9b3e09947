import { PlanAtTheTime, readRows, type HistoryRow } from './history-rows.ts';
import { caseOutcome } from './case-outcome.ts';
import type { TicketEvent } from './events.ts';

// What each side last said to the other, read from the request's events: the banner
// on the roadmap shows the latest decision, the milestone table each submission's note.

/** Who is looking: a party to the request, or a moderator. */
export type ViewerSide = 'customer' | 'developer' | 'moderator';

export interface Decision {
  version: number;
  occurredAt: Date;
  actor: { id: string | null; role: string; name: string };
  /** The decision in a few words: "Changes requested", "Sent back “Fix login”". */
  label: string;
  /** What its author wrote with it, verbatim; null when nothing. */
  words: string | null;
}

// The timer's automatic approval is nobody's side, so each party hears of it.
const otherSide: Record<ViewerSide, readonly string[]> = {
  customer: ['developer', 'moderator', 'system'],
  developer: ['customer', 'moderator', 'system'],
  moderator: ['customer', 'developer', 'system'],
};

/**
 * The latest decision from the other side for this viewer, with its words, or null. Only the
 * current assignment counts: what was decided with a developer who gave the request up is not
 * addressed to the next one. A party's own later decision answers it: once the developer has
 * submitted or declared no solution, the customer's old "Plan approved" is not news to them.
 */
export function latestDecision(rows: readonly HistoryRow[], viewer: ViewerSide): Decision | null {
  const plan = new PlanAtTheTime();
  let latest: Decision | null = null;
  for (const { row, event } of readRows(rows)) {
    if (!event) continue;
    plan.apply(event);
    if (event.type === 'TicketAbandoned') latest = null;
    const fromOtherSide = otherSide[viewer].includes(row.actorRole);
    if (!fromOtherSide && row.actorRole === viewer && decisionOf(event, plan, row.actorRole)) {
      latest = null;
    }
    const said = fromOtherSide ? decisionOf(event, plan, row.actorRole) : null;
    if (said) {
      latest = {
        version: row.version,
        occurredAt: row.occurredAt,
        actor: { id: row.actorId, role: row.actorRole, name: row.actorName },
        ...said,
      };
    }
  }
  return latest;
}

function decisionOf(
  event: TicketEvent,
  plan: PlanAtTheTime,
  actorRole: string,
): Pick<Decision, 'label' | 'words'> | null {
  switch (event.type) {
    case 'PlanChangesRequested':
      return { label: 'Changes requested', words: event.data.feedback };
    case 'PlanApproved':
      return { label: 'Plan approved', words: event.data.feedback };
    case 'MilestoneSubmitted':
      return { label: `Submitted ${plan.title(event.data.milestoneId)}`, words: event.data.note };
    case 'MilestoneApproved':
      // A moderator's release approves the milestone in review: their outcome is the decision.
      if (actorRole === 'moderator') return null;
      return {
        label: event.data.automatic
          ? `Approved ${plan.title(event.data.milestoneId)} automatically`
          : `Approved ${plan.title(event.data.milestoneId)}`,
        words: event.data.feedback,
      };
    case 'MilestoneRejected':
      return {
        label: `Sent back ${plan.title(event.data.milestoneId)}`,
        words: event.data.feedback,
      };
    case 'DisputeOpened':
      return { label: 'Refund requested', words: event.data.reason };
    case 'NoSolutionDeclared':
      return { label: 'No solution', words: event.data.reason };
    case 'CaseResolved':
      return {
        label: `Case resolved: ${caseOutcome(event.data, (id) => plan.title(id))}`,
        words: event.data.note || null,
      };
    default:
      return null;
  }
}

/**
 * Each milestone's note from its latest submission (milestone id → note). A resubmission without
 * a note leaves none: the note of a submission that was sent back speaks of work since redone.
 */
export function submissionNotes(rows: readonly HistoryRow[]): ReadonlyMap<string, string> {
  const notes = new Map<string, string>();
  for (const { event } of readRows(rows)) {
    if (event?.type !== 'MilestoneSubmitted') continue;
    if (event.data.note) notes.set(event.data.milestoneId, event.data.note);
    else notes.delete(event.data.milestoneId);
  }
  return notes;
}
