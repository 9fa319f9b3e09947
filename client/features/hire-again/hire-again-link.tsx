import { hireAgainPath, mayHireAgainFrom } from '#shared/domain/ticket/hire-again.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { ButtonLink } from '../../components/button.tsx';

/**
 * "Hire again" on a customer's completed request (docs/lifecycle.md#hire-again): a new request
 * offered to its Unblocker first. The server decides whether it may be (a suspended Unblocker may
 * not), and the dashboard says so.
 */
export function HireAgainLink({
  ticket,
  viewer,
}: {
  ticket: Pick<TicketState, 'customerId' | 'developerId' | 'status'>;
  viewer: Actor;
}) {
  if (!mayHireAgainFrom(ticket, viewer) || !ticket.developerId) return null;
  return (
    <ButtonLink size="sm" variant="secondary" href={hireAgainPath(ticket.developerId)}>
      Hire again
    </ButtonLink>
  );
}
