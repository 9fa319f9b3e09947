import { offerHoursLeft } from '#shared/domain/ticket/offer.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import * as styles from './offer-line.css.ts';

type Offered = Pick<TicketState, 'offeredTo' | 'customerId' | 'createdAt' | 'status'>;

const hoursLeft = (ticket: Offered, now: Date) => {
  const hours = offerHoursLeft(ticket, now);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
};

/**
 * A waiting request offered to one developer alone (docs/lifecycle.md#hire-again), as its card
 * says it: to that developer, that it is theirs and for how long; to its customer, that it waits
 * for the Unblocker they chose. Nothing for anyone else, or once the offer is over.
 */
export function OfferLine({ ticket, viewer, now }: { ticket: Offered; viewer: Actor; now: Date }) {
  if (ticket.offeredTo === null || ticket.status !== 'AWAITING_ASSIGNMENT') return null;
  if (viewer.id === ticket.offeredTo) {
    return <p className={styles.offer}>Offered to you · {hoursLeft(ticket, now)}</p>;
  }
  if (viewer.id === ticket.customerId) {
    return (
      <p className={styles.offer}>
        Offered first to the Unblocker you chose · {hoursLeft(ticket, now)}
      </p>
    );
  }
  return null;
}
