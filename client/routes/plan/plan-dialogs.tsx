import { useLocation } from 'wouter';
import type { Actor, MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { type Me } from '../../features/auth/use-me.ts';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import { LazyRequestFormDialog } from '../../features/request-form/lazy-request-form-dialog.tsx';
import { ApproveMilestoneDialog } from './approve-milestone-dialog.tsx';
import { ApprovePlanDialog } from './approve-plan-dialog.tsx';
import { MilestoneFormDialog } from './milestone-form-dialog.tsx';
import { NoSolutionDialog } from './no-solution-dialog.tsx';
import { PayNextDialog } from './pay-next-dialog.tsx';
import { checkoutNotice, type PlanNoticeState } from './plan-notice.tsx';
import { MilestoneCommandDialog } from './milestone-command-dialog.tsx';
import { RequestChangesDialog } from './request-changes-dialog.tsx';
import { RequestRefundDialog } from './request-refund-dialog.tsx';
import { SendBackDialog } from './send-back-dialog.tsx';
import { SubmitMilestoneDialog } from './submit-milestone-dialog.tsx';
import { TicketCommandDialog } from './ticket-command-dialog.tsx';

/** The one dialog open on the plan screen, if any. */
export type PlanDialog =
  | { kind: 'approve-plan' }
  | { kind: 'request-changes' }
  | { kind: 'add-milestone' }
  | { kind: 'submit-plan' }
  | { kind: 'grab' }
  | { kind: 'abandon' }
  | { kind: 'no-solution' }
  | { kind: 'request-refund' }
  | { kind: 'edit-request' }
  | {
      kind:
        | 'start-milestone'
        | 'submit-milestone'
        | 'approve-milestone'
        | 'pay-next'
        | 'send-back'
        | 'edit-milestone'
        | 'remove-milestone';
      milestoneId: string;
    };

export interface PlanDialogsProps {
  ticket: TicketState;
  me: Me;
  viewer: Actor;
  dialog: PlanDialog | null;
  onOpen: (dialog: PlanDialog | null) => void;
  onNotice: (notice: PlanNoticeState) => void;
  /** Refetches the ticket (after a conflict, or a change the live feed will also announce). */
  onConflict: () => void;
}

/**
 * Every dialog of the plan screen and what follows each one (docs/lifecycle.md#who-may-do-what): a
 * notice on the plan, the next dialog, or another screen. Each is mounted only while open, so it
 * starts afresh.
 */
export function PlanDialogs({
  ticket,
  me,
  viewer,
  dialog,
  onOpen,
  onNotice,
  onConflict,
}: PlanDialogsProps) {
  const [, navigate] = useLocation();
  const close = () => onOpen(null);
  const done = (text: string) => {
    close();
    onNotice({ tone: 'success', text });
  };
  const milestone: MilestoneState | undefined =
    dialog && 'milestoneId' in dialog
      ? ticket.milestones.find((candidate) => candidate.id === dialog.milestoneId)
      : undefined;

  return (
    <>
      {/* Always mounted: it keeps its busy state while the checkout tab opens. */}
      <ApprovePlanDialog ticket={ticket} open={dialog?.kind === 'approve-plan'} onClose={close} />
      {/* Mounted from its first opening on: it refuses to close while saving, so its answer
          always arrives. */}
      <LazyRequestFormDialog
        open={dialog?.kind === 'edit-request'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        ticket={ticket}
        onSaved={() => {
          onConflict();
          onNotice({ tone: 'success', text: 'Your request is saved.' });
        }}
      />
      {dialog?.kind === 'request-changes' && (
        <RequestChangesDialog
          ticket={ticket}
          onClose={close}
          onDone={() => done('Your feedback is sent: your Unblocker will revise the plan.')}
        />
      )}
      {dialog?.kind === 'add-milestone' && (
        <MilestoneFormDialog
          ticket={ticket}
          onClose={close}
          onSaved={(title) => done(`“${title}” is added to the plan.`)}
        />
      )}
      {dialog?.kind === 'edit-milestone' && milestone && (
        <MilestoneFormDialog
          ticket={ticket}
          milestone={milestone}
          onClose={close}
          onSaved={(title) => done(`“${title}” is saved.`)}
        />
      )}
      {dialog?.kind === 'remove-milestone' && milestone && (
        <MilestoneCommandDialog
          kind="remove-milestone"
          ticket={ticket}
          milestone={milestone}
          onClose={close}
          onDone={() => done(`“${milestone.title}” is deleted from the plan.`)}
        />
      )}
      {(dialog?.kind === 'submit-plan' || dialog?.kind === 'abandon') && (
        // After submitting, and after abandoning their request, the developer returns
        // to their dashboard (docs/lifecycle.md#who-may-do-what).
        <TicketCommandDialog
          kind={dialog.kind}
          ticket={ticket}
          onClose={close}
          onDone={() => navigate(dashboardPathFor(me.role))}
        />
      )}
      {dialog?.kind === 'grab' && (
        <TicketCommandDialog
          kind="grab"
          ticket={ticket}
          onClose={close}
          onDone={() =>
            done(
              'The request is yours. Plan the work as milestones, then submit the plan for the customer’s review.',
            )
          }
        />
      )}
      {dialog?.kind === 'no-solution' && (
        <NoSolutionDialog
          ticket={ticket}
          onClose={close}
          onDone={() =>
            done(
              'The request is closed. Every funded milestone not yet accepted is refunded to the customer.',
            )
          }
        />
      )}
      {dialog?.kind === 'request-refund' && (
        <RequestRefundDialog
          ticket={ticket}
          onClose={close}
          onDone={() =>
            done(
              'A moderator will look into your request and answer in the conversation. The work is paused until then, and your money stays safe in escrow.',
            )
          }
        />
      )}
      {dialog?.kind === 'start-milestone' && milestone && (
        <MilestoneCommandDialog
          kind="start-milestone"
          ticket={ticket}
          milestone={milestone}
          onClose={close}
          onDone={() => done(`“${milestone.title}” is under way.`)}
        />
      )}
      {dialog?.kind === 'submit-milestone' && milestone && (
        <SubmitMilestoneDialog
          ticket={ticket}
          milestone={milestone}
          onClose={close}
          onDone={() =>
            done(
              `“${milestone.title}” is submitted with its files. Your customer is asked to review it.`,
            )
          }
        />
      )}
      {dialog?.kind === 'send-back' && milestone && (
        <SendBackDialog ticket={ticket} milestone={milestone} onClose={close} />
      )}
      {dialog?.kind === 'approve-milestone' && milestone && (
        <ApproveMilestoneDialog
          ticket={ticket}
          milestone={milestone}
          viewer={viewer}
          onClose={close}
          onApproved={(next) => {
            onNotice({ tone: 'success', text: `“${milestone.title}” is approved.` });
            onOpen(next ? { kind: 'pay-next', milestoneId: next.id } : null);
          }}
        />
      )}
      {dialog?.kind === 'pay-next' && milestone && (
        <PayNextDialog
          ticketId={ticket.id}
          milestone={milestone}
          onClose={close}
          onOpened={(opened) => {
            close();
            onNotice(checkoutNotice(milestone.title, opened));
          }}
          onConflict={onConflict}
        />
      )}
    </>
  );
}
