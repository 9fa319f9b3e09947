import { useState } from 'react';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

export type WorkCommand = 'start' | 'submit';

/**
 * The developer's Start and Submit (SPEC §4), each against the version on screen, through the
 * one command runner: a command stays pending until the refreshed ticket is in, so its button
 * never flashes back enabled; a failure is shown by `onError`.
 */
export function useMilestoneCommands(ticket: TicketState, onError: (message: string) => void) {
  const { run } = useTicketDialogCommand(
    ticket.id,
    'Failed to update milestone status. Please try again.',
    onError,
  );
  const start = trpc.tickets.startMilestone.useMutation();
  const submit = trpc.tickets.submitMilestone.useMutation();
  const [pending, setPending] = useState<{ command: WorkCommand; milestoneId: string } | null>(
    null,
  );

  const runCommand = async (command: WorkCommand, milestoneId: string) => {
    setPending({ command, milestoneId });
    const input = { ticketId: ticket.id, expectedVersion: ticket.version, milestoneId };
    await run(() => (command === 'start' ? start : submit).mutateAsync(input));
    setPending(null);
  };

  return {
    run: (command: WorkCommand, milestoneId: string) => void runCommand(command, milestoneId),
    /** The command running now and its milestone, if any. */
    pending,
  };
}
