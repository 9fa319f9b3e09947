import type { CaseCard, CaseWhy } from '#shared/schemas/moderation.ts';

// The moderators' console (docs/moderation.md) in words: where a case lives, why it is open, who
// its parties are. The queue's cards and the case view both say it this way.

export const MODERATION_PATH = '/moderation';

/** The case view of a request. */
export const casePath = (ticketId: string) => `${MODERATION_PATH}/cases/${ticketId}`;

/** What brought a request to the moderators, as a card's label names it. */
export const causeLabel: Record<CaseWhy['kind'], string> = {
  report: 'Reported message',
  dispute: 'Refund request',
};

/**
 * The two sides of a request, named as the product names them (developers are Unblockers,
 * docs/product.md).
 */
export const partyLabel = { customer: 'Customer', developer: 'Unblocker' } as const;

export const NO_UNBLOCKER = 'No Unblocker yet';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The reports a card does not quote: it leads with the latest cause (a report, or the refund
 * request), so the rest are counted after it, e.g. "+2 more reports". Null when there are none.
 */
export function otherReports(card: Pick<CaseCard, 'why' | 'reportCount'>): string | null {
  const quoted = card.why.kind === 'report';
  const others = quoted ? card.reportCount - 1 : card.reportCount;
  if (others <= 0) return null;
  return `+${plural(others, quoted ? 'more report' : 'reported message')}`;
}

/** A reported message as it is quoted: a message of files only has no text to quote. */
export const quotedMessage = (text: string) => text.trim() || 'A message with files only';
