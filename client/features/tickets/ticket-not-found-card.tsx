import { ButtonLink } from '../../components/button.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { TICKET_NOT_FOUND, type RedirectNotice } from '../navigation/redirect-notice.ts';

/**
 * The not-found card (docs/screens.md#plan-screen), for a request that went out of the reader's
 * sight while it was on screen (deleted, or taken by another developer: `notice` says so).
 */
export function TicketNotFoundCard({
  dashboard,
  notice = TICKET_NOT_FOUND,
}: {
  dashboard: string;
  notice?: RedirectNotice;
}) {
  return (
    <StatusCard tone="error" title={notice.title}>
      <p>{notice.text}</p>
      <StatusCardActions>
        <ButtonLink href={dashboard}>Return to Dashboard</ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
