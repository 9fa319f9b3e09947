import { useParams } from 'wouter';
import { shortTicketId } from '#shared/format.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { MODERATION_PATH } from '../../features/moderation/case-texts.ts';
import { TICKET_NOT_FOUND } from '../../features/navigation/redirect-notice.ts';
import { useSession } from '../../features/session/session-context.ts';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { useTicket } from '../../features/tickets/use-ticket.ts';
import { Page } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { CaseScreen } from './case-screen.tsx';
import * as styles from './case.css.ts';

/**
 * `/moderation/cases/:ticketId` (docs/moderation.md): one request's case for a moderator,
 * with what they need to decide it. The route admits moderators only, and the server answers
 * nobody else anyway.
 */
export function CasePage() {
  const { ticketId = '' } = useParams<{ ticketId: string }>();
  // Another case starts over: its dialogs and notices are not this one's.
  return <Case key={ticketId} ticketId={ticketId} />;
}

function Case({ ticketId }: { ticketId: string }) {
  const { me } = useSession();
  const detail = trpc.moderation.cases.get.useQuery({ ticketId });
  // The request itself, live: every change to it (a new report, the parties' commands, another
  // moderator's decision) refetches it, and the case follows (CaseScreen).
  const ticket = useTicket(ticketId);
  const failed = detail.isError ? detail : ticket.isError ? ticket : null;
  const code = failed ? errorCode(failed.error) : undefined;

  // Moderators see every request: NOT_FOUND is an id that names none (BAD_REQUEST: not an id).
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
    return (
      <StatusCard tone="error" title={TICKET_NOT_FOUND.title}>
        <p>This request does not exist.</p>
        <StatusCardActions>
          <ButtonLink href={MODERATION_PATH}>Back to the queue</ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  // A failed refetch keeps what was shown: a network blip must not blank the case.
  if (detail.data && ticket.data) {
    return <CaseScreen detail={detail.data} ticket={ticket.data} me={me} />;
  }
  if (failed) {
    return (
      <StatusCard tone="error" title="Could not load this case">
        <p role="alert">{errorMessage(failed.error)}</p>
        <StatusCardActions>
          <Button
            disabled={detail.isFetching || ticket.isFetching}
            onClick={() => {
              void detail.refetch();
              void ticket.refetch();
            }}
          >
            Try again
          </Button>
          <ButtonLink href={MODERATION_PATH} variant="secondary">
            Back to the queue
          </ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  return (
    <Page title={`Case of request ${shortTicketId(ticketId)}`}>
      <div className={styles.pending}>
        <Spinner label="Loading the case" />
      </div>
    </Page>
  );
}
