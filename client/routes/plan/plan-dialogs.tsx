import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { PersonCommandType } from '#shared/commands/command-declaration.ts';
import type { Actor, MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { type Me } from '../../features/auth/use-me.ts';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import {
  noticeOf,
  outcomeOf,
  planOwnDialogCommands,
  type PlanOwnDialogCommand,
} from '../../features/tickets/command-view.ts';
import { LazyRequestFormDialog } from '../../features/request-form/lazy-request-form-dialog.tsx';
import { ApproveMilestoneDialog } from './approve-milestone-dialog.tsx';
import { ApprovePlanDialog } from './approve-plan-dialog.tsx';
import { CommandDialog } from './command-dialog.tsx';
import { MilestoneFormDialog } from './milestone-form-dialog.tsx';
import { PayNextDialog } from './pay-next-dialog.tsx';
import { checkoutNotice, type PlanNoticeState } from './plan-notice.tsx';
import { SubmitMilestoneDialog } from './submit-milestone-dialog.tsx';

// A short pause (docs/forms.md#limits-and-delays) before navigating to the discussion.
const DISCUSSION_DELAY_MS = 50;

/** The one dialog open on the plan screen, if any: a command's, or the next milestone's payment. */
export type PlanDialog =
  { command: PersonCommandType; milestoneId?: string } | { kind: 'pay-next'; milestoneId: string };

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

interface OwnDialogProps extends Omit<PlanDialogsProps, 'dialog' | 'me'> {
  /** Whether this command's dialog is the one open. */
  open: boolean;
  milestone: MilestoneState | undefined;
  close: () => void;
  /** Closes the dialog and says the declared notice, `{title}` being this one. */
  done: (title?: string) => void;
}

/**
 * The commands with a dialog of their own (a form, a checkout, files), each drawn here. A command
 * declared with an `own` step is listed in `planOwnDialogCommands` (command-view.test.ts checks),
 * and then fails to compile here until it has its dialog.
 */
const ownDialogs = {
  // Always mounted: it keeps its busy state while the checkout tab opens.
  ApprovePlan: ({ open, ticket, close }) => (
    <ApprovePlanDialog ticket={ticket} open={open} onClose={close} />
  ),
  // Mounted from its first opening on: it refuses to close while saving, so its answer always
  // arrives.
  EditTicket: ({ open, ticket, close, onConflict, onNotice }) => (
    <LazyRequestFormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      ticket={ticket}
      onSaved={() => {
        onConflict();
        const text = noticeOf('EditTicket');
        if (text !== undefined) onNotice({ tone: 'success', text });
      }}
    />
  ),
  AddMilestone: ({ open, ticket, close, done }) =>
    open && <MilestoneFormDialog ticket={ticket} onClose={close} onSaved={done} />,
  EditMilestone: ({ open, ticket, milestone, close, done }) =>
    open &&
    milestone && (
      <MilestoneFormDialog ticket={ticket} milestone={milestone} onClose={close} onSaved={done} />
    ),
  SubmitMilestone: ({ open, ticket, milestone, close, done }) =>
    open &&
    milestone && (
      <SubmitMilestoneDialog
        ticket={ticket}
        milestone={milestone}
        onClose={close}
        onDone={() => done(milestone.title)}
      />
    ),
  ApproveMilestone: ({ open, ticket, milestone, viewer, close, onNotice, onOpen }) =>
    open &&
    milestone && (
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
    ),
} satisfies Record<PlanOwnDialogCommand, (props: OwnDialogProps) => ReactNode>;

/**
 * Every dialog of the plan screen and what follows each one (docs/lifecycle.md#who-may-do-what): a
 * notice on the plan, the next dialog, or another screen, as each command declares
 * (shared/commands/ticket-commands.ts). Each is mounted only while open, so it starts afresh.
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
  const notify = (text: string) => {
    close();
    onNotice({ tone: 'success', text });
  };
  const milestoneId = dialog?.milestoneId;
  const milestone: MilestoneState | undefined =
    milestoneId === undefined
      ? undefined
      : ticket.milestones.find((candidate) => candidate.id === milestoneId);
  // A milestone's dialog goes with its milestone.
  const present = milestoneId === undefined || milestone !== undefined;
  const command = dialog && 'command' in dialog && present ? dialog.command : null;

  /** What follows a command given from its generic dialog, as it declares. */
  const follow = (type: PersonCommandType) => {
    const then = outcomeOf(type);
    if ('notice' in then) notify(noticeOf(type, milestone?.title) ?? then.notice);
    else if ('own' in then) close();
    else if (then.go === 'dashboard') navigate(dashboardPathFor(me.role));
    // The words are posted in the discussion: the person goes on to read them there.
    else setTimeout(() => navigate(`/discussions/${ticket.id}`), DISCUSSION_DELAY_MS);
  };

  const ownProps = (type: PlanOwnDialogCommand): OwnDialogProps => ({
    ticket,
    viewer,
    milestone,
    onOpen,
    onNotice,
    onConflict,
    open: command === type,
    close,
    done: (title) => {
      const text = noticeOf(type, title);
      if (text === undefined) close();
      else notify(text);
    },
  });

  return (
    <>
      {planOwnDialogCommands.map((type) => (
        <Fragment key={type}>{ownDialogs[type](ownProps(type))}</Fragment>
      ))}
      {command && (
        <CommandDialog
          key={`${command} ${milestoneId ?? ''}`}
          type={command}
          ticket={ticket}
          milestone={milestone}
          onClose={close}
          onDone={() => follow(command)}
        />
      )}
      {dialog && 'kind' in dialog && milestone && (
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
