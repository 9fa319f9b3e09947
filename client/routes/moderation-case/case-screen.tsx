import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { closingReason } from '#shared/domain/ticket/closing-reason.ts';
import { submissionNotes } from '#shared/domain/ticket/decisions.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { fullDateTime, relativeTime, shortTicketId } from '#shared/format.ts';
import type { CaseDetail } from '#shared/schemas/moderation.ts';
import { ButtonLink } from '../../components/button.tsx';
import type { Me } from '../../features/auth/use-me.ts';
import { MODERATION_PATH } from '../../features/moderation/case-texts.ts';
import { TicketStatusBadge } from '../../features/tickets/status-badge.tsx';
import { useNow } from '../../features/tickets/use-now.ts';
import { useTicketHistory } from '../../features/tickets/use-ticket-history.ts';
import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { MilestoneTable } from '../plan/milestone-table.tsx';
import { RequestDetails } from '../plan/request-details.tsx';
import { RequestTimeline } from '../plan/request-timeline.tsx';
import { CaseConversation } from './case-conversation.tsx';
import { CaseDecision } from './case-decision.tsx';
import { CaseMoney } from './case-money.tsx';
import { CaseNotice, type CaseNoticeState } from './case-notice.tsx';
import { CaseParties } from './case-parties.tsx';
import { CaseSections } from './case-sections.tsx';
import { CaseWhy } from './case-why.tsx';
import * as styles from './case.css.ts';

export interface CaseScreenProps {
  detail: CaseDetail;
  ticket: TicketState;
  me: Me;
}

/**
 * A case for the moderator deciding it: why it is here, the outcomes open now, the parties (with
 * their suspension), the money per milestone, the conversation, and the request itself with its
 * plan and history, the same panels its parties read on their roadmap.
 */
export function CaseScreen({ detail, ticket, me }: CaseScreenProps) {
  const utils = trpc.useUtils();
  const now = useNow();
  const [notice, setNotice] = useState<CaseNoticeState | null>(null);

  // The request arrives live (useTicket); the case is read beside it, so when the request moves
  // on (a new report, a party's command, another moderator's decision) the case is read again.
  const { id: ticketId, version } = ticket;
  useEffect(() => {
    if (version > detail.version) void utils.moderation.cases.get.invalidate({ ticketId });
  }, [version, detail.version, ticketId, utils]);

  // Moderators may read every request's history: the timeline and the plan's notes come from it.
  const history = useTicketHistory(ticketId, version, true);
  const notes = useMemo(
    () => (history.data ? submissionNotes(history.data.events) : undefined),
    [history.data],
  );
  // "Customer Rejected" names the status, not who closed the request: the history says.
  const closed =
    ticket.status === 'CUSTOMER_REJECTED' && history.data
      ? closingReason(history.data.events)
      : null;

  return (
    <Page
      title={detail.title || 'Untitled request'}
      description={<CaseStanding detail={detail} now={now} closed={closed} />}
      actions={
        <ButtonLink href={MODERATION_PATH} variant="secondary">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to the queue
        </ButtonLink>
      }
    >
      {notice && <CaseNotice notice={notice} />}
      <CaseSections
        sections={[
          {
            label: 'Case',
            content: (
              <>
                <CaseWhy detail={detail} now={now} />
                <CaseDecision
                  detail={detail}
                  ticket={ticket}
                  moderatorId={me.id}
                  onOpen={() => setNotice(null)}
                  onResolved={(text) => setNotice({ tone: 'success', text })}
                />
                <CaseParties detail={detail} now={now} onNotice={setNotice} />
                <CaseMoney detail={detail} />
              </>
            ),
          },
          { label: 'Conversation', content: <CaseConversation ticket={ticket} /> },
          {
            label: 'Plan',
            content: (
              <>
                <RequestDetails ticket={ticket} />
                <PageSection title="Plan">
                  {ticket.milestones.length === 0 ? (
                    <p className={`${styles.panel} ${styles.muted}`}>No milestones yet.</p>
                  ) : (
                    <MilestoneTable
                      caption={`Milestones of request ${shortTicketId(ticketId)}`}
                      milestones={ticket.milestones}
                      ticketStatus={ticket.status}
                      showPaid
                      notes={notes}
                    />
                  )}
                </PageSection>
              </>
            ),
          },
          {
            label: 'History',
            content: <RequestTimeline ticket={ticket} me={me} query={history} />,
          },
        ]}
      />
    </Page>
  );
}

/** Under the title: which request, where it stands, and since when the case waits (or when it ended). */
function CaseStanding({
  detail,
  now,
  closed,
}: {
  detail: CaseDetail;
  now: Date;
  /** Why a request that reads "Customer Rejected" closed. */
  closed: string | null;
}) {
  const moderation = detail.case;
  const resolvedAt = moderation?.resolution?.resolvedAt;
  const at = resolvedAt ?? moderation?.since;
  return (
    <span className={styles.standing}>
      <span className={styles.shortId}>Request {shortTicketId(detail.ticketId)}</span>
      <TicketStatusBadge status={detail.status} />
      {at && (
        <time dateTime={at.toISOString()} title={fullDateTime(at)}>
          {resolvedAt ? 'Resolved' : 'Came in'} {relativeTime(at, now)}
        </time>
      )}
      {closed && <span className={styles.closed}>{closed}</span>}
    </span>
  );
}
