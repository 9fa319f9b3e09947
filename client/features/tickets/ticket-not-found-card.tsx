import { ButtonLink } from '../../components/button.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { TICKET_NOT_FOUND } from '../navigation/redirect-notice.ts';

/**
 * The not-found card (docs/screens.md#plan-screen), for a request that went out of the reader's
 * sight while it was on screen (deleted, or taken by another developer).
 */
export function TicketNotFoundCard({ dashboard }: { dashboard: string }) {
  return (
    <StatusCard tone="error" title={TICKET_NOT_FOUND.title}>
      <p>{TICKET_NOT_FOUND.text}</p>
      <StatusCardActions>
        <ButtonLink href={dashboard}>Return to Dashboard</ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
