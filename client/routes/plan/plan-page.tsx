import { Redirect, useParams } from 'wouter';
import { shortTicketId } from '#shared/format.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { errorCode, errorMessage, errorReason } from '../../features/errors/api-errors.ts';
import { StatusCardActions, StatusCard } from '../../components/status-card.tsx';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import {
  TICKET_NOT_FOUND,
  TICKET_TAKEN,
  withRedirectNotice,
} from '../../features/navigation/redirect-notice.ts';
import { useSession } from '../../features/session/session-context.ts';
import { TicketNotFoundCard } from '../../features/tickets/ticket-not-found-card.tsx';
import { useTicket } from '../../features/tickets/use-ticket.ts';
import { PlanScreen } from './plan-screen.tsx';
import { PlanSkeleton } from './plan-skeleton.tsx';

/**
 * `/dashboard/customer/plan/:ticketId` and `/dashboard/developer/plan/:ticketId`
 * (docs/screens.md#plan-screen): the request's roadmap, kept live for both parties. The route guard
 * has already checked the role; whether this user may see this ticket is the server's answer.
 */
export function PlanPage() {
  const { ticketId = '' } = useParams<{ ticketId: string }>();
  // Another ticket starts over: its dialogs, notices and pending commands are not this one's.
  return <Plan key={ticketId} ticketId={ticketId} />;
}

function Plan({ ticketId }: { ticketId: string }) {
  const { me } = useSession();
  const ticket = useTicket(ticketId);
  const dashboard = dashboardPathFor(me.role);
  const title = `Request ${shortTicketId(ticketId)} Roadmap`;
  const code = ticket.isError ? errorCode(ticket.error) : undefined;

  // Someone else's ticket and a malformed id look the same (docs/security.md: never its data), so
  // both are "no access": the user is sent to their own dashboard, which says why
  // (docs/screens.md#plan-screen, ADR 0009). A ticket that was on screen and then went away
  // (deleted, or handed back to the pool) keeps its place with the not-found card instead: the page
  // should not vanish under the reader. A developer who could have grabbed it hears that another
  // Unblocker took it.
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
    const notice = errorReason(ticket.error) === 'REQUEST_TAKEN' ? TICKET_TAKEN : TICKET_NOT_FOUND;
    if (!ticket.data) return <Redirect to={dashboard} replace state={withRedirectNotice(notice)} />;
    return <TicketNotFoundCard dashboard={dashboard} notice={notice} />;
  }
  // A failed refetch keeps what was shown: a network blip must not blank the plan.
  if (ticket.data) return <PlanScreen title={title} ticket={ticket.data} me={me} />;
  if (ticket.isError) {
    return (
      <StatusCard tone="error" title="Could not load this request">
        <p role="alert">{errorMessage(ticket.error)}</p>
        <StatusCardActions>
          <Button disabled={ticket.isFetching} onClick={() => void ticket.refetch()}>
            Try again
          </Button>
          <ButtonLink href={dashboard} variant="secondary">
            Return to Dashboard
          </ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  return <PlanSkeleton title={title} dashboard={dashboard} />;
}
