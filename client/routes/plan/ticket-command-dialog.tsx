import { Hand, LogOut, Send } from 'lucide-react';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import {
  ConfirmDialog,
  ConfirmNote,
  type ConfirmTexts,
} from '../../features/tickets/confirm-dialog.tsx';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

export type TicketCommandKind = 'grab' | 'abandon' | 'submit-plan';

/** The texts, with the product's confirm text as `description` where it has one. */
interface Confirmation extends ConfirmTexts {
  note?: string;
  /** The failure text (docs/forms.md#when-a-step-fails). */
  failure: string;
  /**
   * Whether the user stays on the plan afterwards (docs/lifecycle.md#who-may-do-what), or `onDone`
   * navigates away.
   */
  stay: boolean;
}

const confirmations: Record<TicketCommandKind, Confirmation> = {
  grab: {
    title: 'Grab this request?',
    description: 'Are you sure you want to grab this ticket? This action cannot be undone.',
    note: 'The customer is told you have taken it. Then plan the work as milestones and submit the plan for their review.',
    confirmLabel: 'Grab Request',
    confirmVariant: 'primary',
    confirmIcon: <Hand size={16} aria-hidden="true" />,
    failure: 'Failed to activate ticket. Please try again.',
    stay: true,
  },
  abandon: {
    title: 'Abandon this request?',
    description: 'Are you sure you want to abandon this ticket? This action cannot be undone.',
    note: 'Your plan is discarded and the request goes back to the available requests.',
    confirmLabel: 'Abandon',
    confirmVariant: 'danger',
    confirmIcon: <LogOut size={16} aria-hidden="true" />,
    failure: 'Failed to abandon ticket. Please try again.',
    stay: false,
  },
  'submit-plan': {
    title: 'Submit this plan?',
    description:
      'Your customer is emailed a link to review the plan. Milestones cannot be changed while they review it.',
    confirmLabel: 'Submit Plan',
    confirmVariant: 'primary',
    confirmIcon: <Send size={16} aria-hidden="true" />,
    failure: 'Failed to update ticket status. Please try again.',
    stay: false,
  },
};

export interface TicketCommandDialogProps {
  kind: TicketCommandKind;
  ticket: TicketState;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The confirmations of the ticket commands that need nothing but a yes
 * (docs/lifecycle.md#who-may-do-what).
 */
export function TicketCommandDialog({ kind, ticket, onClose, onDone }: TicketCommandDialogProps) {
  const { failure, note, stay, ...texts } = confirmations[kind];
  const { run, busy, error } = useTicketDialogCommand(ticket.id, failure);
  const grab = trpc.tickets.grabTicket.useMutation();
  const abandon = trpc.tickets.abandonTicket.useMutation();
  const submitPlan = trpc.tickets.submitPlan.useMutation();
  const mutation = { grab, abandon, 'submit-plan': submitPlan }[kind];

  const confirm = async () => {
    const done = await run(
      () => mutation.mutateAsync({ ticketId: ticket.id, expectedVersion: ticket.version }),
      { stay },
    );
    if (done) onDone();
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      {...texts}
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    >
      {note && <ConfirmNote>{note}</ConfirmNote>}
    </ConfirmDialog>
  );
}
