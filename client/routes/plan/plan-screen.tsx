import { useMemo, useState } from 'react';
import { allowedCommands } from '#shared/domain/ticket/allowed-commands.ts';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { shortTicketId } from '#shared/format.ts';
import { ButtonLink } from '../../components/button.tsx';
import { dashboardPathFor, type Me } from '../../features/auth/use-me.ts';
import { commandError } from '../../features/tickets/command-errors.ts';
import { payableMilestone } from '../../features/tickets/payable-milestone.ts';
import { useMilestoneCheckout } from '../../features/tickets/use-milestone-checkout.ts';
import { viewerActor } from '../../features/tickets/viewer-actor.ts';
import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { ApproveMilestoneDialog } from './approve-milestone-dialog.tsx';
import { ApprovePlanDialog } from './approve-plan-dialog.tsx';
import { MilestoneActions, milestoneActions, type MilestoneAction } from './milestone-actions.tsx';
import { MilestoneTable } from './milestone-table.tsx';
import { PayNextDialog } from './pay-next-dialog.tsx';
import { checkoutNotice, PlanNotice, type PlanNoticeState } from './plan-notice.tsx';
import { PlanReview } from './plan-review.tsx';
import { RequestDetails } from './request-details.tsx';
import { useMilestoneCommands } from './use-milestone-commands.ts';
import * as styles from './plan.css.ts';

type PlanDialog =
  | { kind: 'approve-plan' }
  | { kind: 'approve-milestone'; milestoneId: string }
  | { kind: 'pay-next'; milestoneId: string };

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
  const viewer = useMemo(() => viewerActor(me), [me]);
  const allowed = useMemo(() => allowedCommands(ticket, viewer), [ticket, viewer]);
  const payable = payableMilestone(ticket, viewer);
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const [notice, setNotice] = useState<PlanNoticeState | null>(null);
  const refetch = () => void utils.tickets.get.invalidate({ ticketId: ticket.id });
  const showError = (text: string) => setNotice({ tone: 'error', text });
  const commands = useMilestoneCommands(ticket, showError);
  const checkout = useMilestoneCheckout(ticket.id);
  const milestoneOf = (id: string) => ticket.milestones.find((milestone) => milestone.id === id);

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
    if (action === 'approve') {
      setDialog({ kind: 'approve-milestone', milestoneId: milestone.id });
    } else if (action === 'pay') {
      pay(milestone);
    } else {
      setNotice(null);
      commands.run(action, milestone.id);
    }
  };

  const busyMilestone = commands.pending?.milestoneId ?? checkout.pendingMilestoneId ?? null;
  const pendingAction = (milestone: MilestoneState): MilestoneAction | null => {
    if (busyMilestone !== milestone.id) return null;
    return commands.pending?.command ?? 'pay';
  };
  const approving = dialog?.kind === 'approve-milestone' ? milestoneOf(dialog.milestoneId) : null;
  const payingNext = dialog?.kind === 'pay-next' ? milestoneOf(dialog.milestoneId) : null;

  return (
    <Page
      title={title}
      actions={
        <ButtonLink href={dashboardPathFor(me.role)} variant="secondary">
          Back to Dashboard
        </ButtonLink>
      }
    >
      <RequestDetails ticket={ticket} />
      {allowed.ticket.includes('ApprovePlan') && (
        <PlanReview ticket={ticket} onApprove={() => setDialog({ kind: 'approve-plan' })} />
      )}
      <PageSection title="Milestones">
        {notice && <PlanNotice notice={notice} />}
        {ticket.milestones.length === 0 ? (
          <p className={styles.emptyPlan}>
            No milestones yet: the plan appears here as it is made.
          </p>
        ) : (
          <MilestoneTable
            caption={`Milestones of request ${shortTicketId(ticket.id)}`}
            milestones={ticket.milestones}
            showPaid={me.role === 'developer'}
            renderActions={(milestone) => (
              <MilestoneActions
                milestone={milestone}
                actions={milestoneActions(milestone, allowed, payable?.id)}
                pending={pendingAction(milestone)}
                disabled={busyMilestone !== null}
                onAction={onAction}
              />
            )}
          />
        )}
      </PageSection>

      <ApprovePlanDialog
        ticket={ticket}
        open={dialog?.kind === 'approve-plan'}
        onClose={() => setDialog(null)}
      />
      {approving && (
        <ApproveMilestoneDialog
          ticket={ticket}
          milestone={approving}
          viewer={viewer}
          onClose={() => setDialog(null)}
          onApproved={(next) => {
            setNotice({ tone: 'success', text: `“${approving.title}” is approved.` });
            setDialog(next ? { kind: 'pay-next', milestoneId: next.id } : null);
          }}
        />
      )}
      {payingNext && (
        <PayNextDialog
          ticketId={ticket.id}
          milestone={payingNext}
          onClose={() => setDialog(null)}
          onOpened={(opened) => {
            setDialog(null);
            setNotice(checkoutNotice(payingNext.title, opened));
          }}
          onConflict={refetch}
        />
      )}
    </Page>
  );
}
