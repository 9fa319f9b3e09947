import { useMemo, useState } from 'react';
import { allowedCommands } from '#shared/domain/ticket/allowed-commands.ts';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { shortTicketId } from '#shared/format.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import type { Me } from '../../features/auth/use-me.ts';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import { commandError } from '../../features/tickets/command-errors.ts';
import { buttonOf } from '../../features/tickets/command-view.ts';
import { payableMilestone } from '../../features/tickets/payable-milestone.ts';
import { useMilestoneCheckout } from '../../features/tickets/use-milestone-checkout.ts';
import { RelatedFilesButton } from '../../features/files/related-files-dialog.tsx';
import { HiredDeveloperCard } from '../../features/developer-card/developer-card.tsx';
import { RatingDialog } from '../../features/rating/rating-dialog.tsx';
import { RatingPrompt } from '../../features/rating/rating-prompt.tsx';
import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import {
  milestoneActions,
  planningTools,
  ticketActions,
  type MilestoneAction,
} from '../../features/tickets/plan-actions.ts';
import { DecisionBanner } from './decision-banner.tsx';
import { MilestoneActions } from './milestone-actions.tsx';
import { MilestoneTable } from './milestone-table.tsx';
import { PlanDialogs, type PlanDialog } from './plan-dialogs.tsx';
import { checkoutNotice, PlanNotice, type PlanNoticeState } from './plan-notice.tsx';
import { PlanReview } from './plan-review.tsx';
import { PLAN_NEEDS_A_MILESTONE, PlanToolbar } from './plan-toolbar.tsx';
import { RequestDetails } from './request-details.tsx';
import { RequestTimeline } from './request-timeline.tsx';
import { awaitedStep } from '#shared/domain/ticket/awaited-step.ts';
import { submissionNotes } from '#shared/domain/ticket/decisions.ts';
import { autoApprovalCountdowns } from '#shared/domain/ticket/review-window.ts';
import { useNow } from '../../features/tickets/use-now.ts';
import { mayReadHistory } from '#shared/domain/ticket/history-rows.ts';
import { useTicketHistory } from '../../features/tickets/use-ticket-history.ts';
import { TicketActions } from './ticket-actions.tsx';
import { usePlanViewer } from './use-plan-viewer.ts';
import * as styles from './plan.css.ts';

export interface PlanScreenProps {
  title: string;
  ticket: TicketState;
  me: Me;
}

/**
 * The roadmap of one request for its customer or developer. Every button comes from
 * `allowedCommands` (the machine the server enforces), so the screen never offers what the
 * server would refuse; it only decides how each one looks and what it confirms first.
 */
export function PlanScreen({ title, ticket, me }: PlanScreenProps) {
  const utils = trpc.useUtils();
  const viewer = usePlanViewer(me);
  const allowed = useMemo(() => allowedCommands(ticket, viewer), [ticket, viewer]);
  const payable = payableMilestone(ticket, viewer);
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const [notice, setNotice] = useState<PlanNoticeState | null>(null);
  const [rating, setRating] = useState(false);
  // A notice speaks of the step just taken, on the ticket as it was once that step was in (a
  // command's notice is set after its refreshed ticket arrives). Once the request moves on again,
  // by either side, the notice is stale and goes.
  const [noticeVersion, setNoticeVersion] = useState<number | null>(null);
  if (notice === null && noticeVersion !== null) setNoticeVersion(null);
  if (notice !== null && noticeVersion === null) setNoticeVersion(ticket.version);
  if (notice !== null && noticeVersion !== null && ticket.version > noticeVersion) {
    setNotice(null);
  }
  const refetch = () => void utils.tickets.get.invalidate({ ticketId: ticket.id });
  const showError = (text: string) => setNotice({ tone: 'error', text });
  const checkout = useMilestoneCheckout(ticket.id);
  // The request's history, read once here: the banner, each milestone's latest submission note
  // and the timeline all come from it (one query, one refetch when the ticket moves on).
  const history = useTicketHistory(ticket.id, ticket.version, mayReadHistory(ticket, me));
  const notes = useMemo(
    () => (history.data ? submissionNotes(history.data.events) : undefined),
    [history.data],
  );
  const now = useNow();
  const countdowns = useMemo(
    () =>
      history.data &&
      autoApprovalCountdowns(
        ticket,
        history.data.events,
        now,
        me.id === ticket.customerId ? 'customer' : 'other',
      ),
    [ticket, history.data, now, me.id],
  );
  const open = (next: PlanDialog) => {
    setNotice(null);
    setDialog(next);
  };

  // Runs inside the click: the checkout tab must open synchronously (see checkout-tab.ts).
  const pay = (milestone: MilestoneState) => {
    setNotice(null);
    checkout.pay(milestone.id, {
      onOpened: (opened) => setNotice(checkoutNotice(milestone.title, opened)),
      onError: (cause) => {
        const { conflict, message } = commandError(
          cause,
          'Error creating billing record: Failed to create billing record',
        );
        if (conflict) refetch();
        showError(message);
      },
    });
  };

  const onAction = (action: MilestoneAction, milestone: MilestoneState) => {
    if (action === 'pay') {
      pay(milestone);
    } else {
      open({ command: action, milestoneId: milestone.id });
    }
  };

  const busyMilestone = checkout.pendingMilestoneId;
  // One command at a time: each is sent against the version on screen.
  const busy = busyMilestone !== null;
  const pendingAction = (milestone: MilestoneState): MilestoneAction | null => {
    if (busyMilestone !== milestone.id) return null;
    return 'pay';
  };
  const can = (command: (typeof allowed.ticket)[number]) => allowed.ticket.includes(command);
  const editRequest = buttonOf('EditTicket');
  const ratedRole = me.role === 'developer' ? 'customer' : 'developer';
  // Once the request is complete, the banner asks for the rating the rules allow (the customer may
  // rate earlier, while reviewing results, from the header's button).
  const askToRate = can('RateTicket') && awaitedStep(ticket, me.role).turn === 'closed';

  return (
    <Page
      title={title}
      actions={
        <>
          {can('EditTicket') && (
            <Button
              variant={editRequest.variant}
              disabled={busy}
              onClick={() => open({ command: 'EditTicket' })}
            >
              <editRequest.Icon size={16} aria-hidden="true" />
              {editRequest.label}
            </Button>
          )}
          <RelatedFilesButton ticket={ticket} viewer={viewer} />
          {can('RateTicket') && (
            <RatingDialog
              ticket={ticket}
              ratedRole={ratedRole}
              open={rating}
              onOpenChange={setRating}
            />
          )}
          <ButtonLink href={dashboardPathFor(me.role)} variant="secondary">
            Back to Dashboard
          </ButtonLink>
        </>
      }
    >
      <DecisionBanner ticket={ticket} me={me} query={history}>
        {askToRate && (
          <RatingPrompt
            ticketId={ticket.id}
            ratedRole={ratedRole}
            onRate={() => {
              setNotice(null);
              setRating(true);
            }}
          />
        )}
      </DecisionBanner>
      <RequestDetails
        ticket={ticket}
        received={
          me.id === ticket.customerId
            ? { from: 'Your Unblocker' }
            : me.id === ticket.developerId
              ? { from: 'Your customer' }
              : undefined
        }
      >
        <TicketActions
          ticketId={ticket.id}
          viewer={viewer}
          actions={ticketActions(allowed)}
          disabled={busy}
          onAction={(command) => open({ command })}
        />
      </RequestDetails>
      {/* Whom the customer hires, above the plan they approve (docs/profiles.md#profile-cards). */}
      {me.id === ticket.customerId && ticket.developerId && (
        <HiredDeveloperCard developerId={ticket.developerId} />
      )}
      {(can('ApprovePlan') || can('RequestPlanChanges')) && (
        <PlanReview
          ticket={ticket}
          onApprove={can('ApprovePlan') ? () => open({ command: 'ApprovePlan' }) : null}
          onRequestChanges={
            can('RequestPlanChanges') ? () => open({ command: 'RequestPlanChanges' }) : null
          }
          disabled={busy}
        />
      )}
      <PageSection title="Milestones">
        {notice && <PlanNotice notice={notice} />}
        <PlanToolbar
          tools={planningTools(ticket, allowed)}
          disabled={busy}
          onAdd={() => open({ command: 'AddMilestone' })}
          onSubmit={() => open({ command: 'SubmitPlan' })}
          onEmptyPlan={() => showError(PLAN_NEEDS_A_MILESTONE)}
        />
        {ticket.milestones.length === 0 ? (
          <p className={styles.emptyPlan}>
            No milestones yet: the plan appears here as it is made.
          </p>
        ) : (
          <MilestoneTable
            caption={`Milestones of request ${shortTicketId(ticket.id)}`}
            milestones={ticket.milestones}
            ticketStatus={ticket.status}
            showPaid={me.role === 'developer'}
            notes={notes}
            countdowns={countdowns}
            renderActions={(milestone) => (
              <MilestoneActions
                milestone={milestone}
                actions={milestoneActions(milestone, allowed, payable?.id)}
                pending={pendingAction(milestone)}
                disabled={busy}
                onAction={onAction}
              />
            )}
          />
        )}
      </PageSection>
      <RequestTimeline ticket={ticket} me={me} query={history} />

      <PlanDialogs
        ticket={ticket}
        me={me}
        viewer={viewer}
        dialog={dialog}
        onOpen={setDialog}
        onNotice={setNotice}
        onConflict={refetch}
      />
    </Page>
  );
}
