import { statusLedTo } from './events.ts';
import { readRows, type HistoryRow } from './history-rows.ts';

// "Customer Rejected" is the status's name (docs/lifecycle.md), but no customer command leads
// there: the Unblocker declaring no solution does, and so does a moderator's refund of the work
// that was left. The roadmap says which, read from the request's history.

interface Closing {
  by: 'developer' | 'moderator';
  /** Milestones whose payment went back with this decision. */
  refunds: number;
}

/**
 * Why a request closed as Customer Rejected, in a sentence for its banner, or null when the
 * history does not end there (or does not say why: rows that no longer read).
 */
export function closingReason(rows: readonly HistoryRow[]): string | null {
  // The latest decision that could close the request; refunds that follow it are its own.
  let decision: Closing | null = null;
  let closedBy: Closing | null = null;
  for (const { event } of readRows(rows)) {
    if (!event) continue;
    if (event.type === 'NoSolutionDeclared') decision = { by: 'developer', refunds: 0 };
    if (event.type === 'CaseResolved') {
      decision = event.data.outcome === 'refund' ? { by: 'moderator', refunds: 0 } : null;
    }
    if (event.type === 'MilestoneRefunded' && decision) decision.refunds += 1;
    const to = statusLedTo(event);
    if (to === 'CUSTOMER_REJECTED') closedBy = decision;
    else if (to !== null) closedBy = null;
  }
  if (!closedBy) return null;
  if (closedBy.by === 'moderator') return 'Closed: a moderator refunded the work';
  return closedBy.refunds > 0
    ? 'Closed without a solution: the Unblocker found none, and funded work not yet accepted was refunded'
    : 'Closed without a solution: the Unblocker found none, and no paid work was waiting to be refunded';
}
