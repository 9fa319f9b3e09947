import { Play, Trash2 } from 'lucide-react';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import {
  ConfirmDialog,
  MilestoneFacts,
  type ConfirmTexts,
} from '../../features/tickets/confirm-dialog.tsx';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

export type MilestoneCommandKind = 'remove-milestone' | 'start-milestone';

interface Confirmation extends ConfirmTexts {
  failure: string;
}

const confirmations: Record<MilestoneCommandKind, Confirmation> = {
  // Deleting a milestone while planning asks for confirmation first
  // (docs/lifecycle.md#who-may-do-what).
  'remove-milestone': {
    title: 'Delete this milestone?',
    description: 'Are you sure you want to delete this milestone? This action cannot be undone.',
    confirmLabel: 'Delete',
    confirmVariant: 'danger',
    confirmIcon: <Trash2 size={16} aria-hidden="true" />,
    // The product has no text for this failure (docs/forms.md#when-a-step-fails); worded like its
    // other milestone failures.
    failure: 'Failed to delete milestone',
  },
  // Start, confirmed first (docs/lifecycle.md#who-may-do-what): the customer sees the work is under
  // way.
  'start-milestone': {
    title: 'Start this milestone?',
    description:
      'Your customer sees that you are working on it. When the work is done, submit it with its files for their review.',
    confirmLabel: 'Start',
    confirmIcon: <Play size={16} aria-hidden="true" />,
    failure: 'Failed to update milestone status. Please try again.',
  },
};

export interface MilestoneCommandDialogProps {
  kind: MilestoneCommandKind;
  ticket: TicketState;
  milestone: MilestoneState;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The confirmations of the milestone commands that need nothing but a yes
 * (docs/lifecycle.md#who-may-do-what).
 */
export function MilestoneCommandDialog({
  kind,
  ticket,
  milestone,
  onClose,
  onDone,
}: MilestoneCommandDialogProps) {
  const { failure, ...texts } = confirmations[kind];
  const { run, busy, error } = useTicketDialogCommand(ticket.id, failure);
  const remove = trpc.tickets.removeMilestone.useMutation();
  const start = trpc.tickets.startMilestone.useMutation();
  const mutation = { 'remove-milestone': remove, 'start-milestone': start }[kind];

  const confirm = async () => {
    const done = await run(() =>
      mutation.mutateAsync({
        ticketId: ticket.id,
        expectedVersion: ticket.version,
        milestoneId: milestone.id,
      }),
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
      <MilestoneFacts milestone={milestone} />
    </ConfirmDialog>
  );
}
