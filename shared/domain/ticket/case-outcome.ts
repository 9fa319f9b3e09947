import type { TicketEventData } from './events.ts';

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
