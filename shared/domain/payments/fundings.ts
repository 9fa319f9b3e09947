import { evolve } from '../ticket/evolve.ts';
import type { TicketEvent } from '../ticket/events.ts';
import type { TicketState } from '../ticket/ticket-state.ts';
import { priceMilestone } from './pricing.ts';

/** One funding in a ticket's history, beside the price its milestone's plan had at that moment. */
export interface Funding {
  milestoneId: string;
  paymentId: string;
  amountCents: number;
  /** The plan's list price of the milestone when the funding was recorded (null: no such milestone). */
  planListCents: number | null;
}

/**
 * Replays a ticket's history and names each funding with the plan's price as it stood then, so
 * the audit can hold every payment to the price it funded (a checkout opened at an earlier price
 * must never fund a re-priced milestone).
 */
export function fundingsOf(
  ticketId: string,
  history: ReadonlyArray<{ event: TicketEvent; occurredAt: Date }>,
): Funding[] {
  const fundings: Funding[] = [];
  let state: TicketState | null = null;
  for (const { event, occurredAt } of history) {
    if (event.type === 'MilestoneFunded') {
      const milestone = state?.milestones.find((m) => m.id === event.data.milestoneId);
      fundings.push({
        milestoneId: event.data.milestoneId,
        paymentId: event.data.paymentId,
        amountCents: event.data.amountCents,
        planListCents: milestone
          ? priceMilestone(milestone, { betaDiscount: false }).listCents
          : null,
      });
    }
    state = evolve(state, event, { ticketId, occurredAt });
  }
  return fundings;
}
