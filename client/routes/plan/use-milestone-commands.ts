import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { commandError } from '../../features/tickets/command-errors.ts';
import { trpc } from '../../trpc.ts';

export type WorkCommand = 'start' | 'submit';

/**
 * The developer's Start and Submit (SPEC §4), each against the version on screen. A command
 * stays pending until the refreshed ticket is in, so its button never flashes back enabled.
 */
export function useMilestoneCommands(ticket: TicketState, onError: (message: string) => void) {
  const utils = trpc.useUtils();
  const options = {
    onSuccess: () => utils.tickets.get.invalidate({ ticketId: ticket.id }),
    onError: (error: unknown) => {
      const { conflict, message } = commandError(
        error,
        'Failed to update milestone status. Please try again.',
      );
      if (conflict) void utils.tickets.get.invalidate({ ticketId: ticket.id });
      onError(message);
    },
  };
  const start = trpc.tickets.startMilestone.useMutation(options);
  const submit = trpc.tickets.submitMilestone.useMutation(options);

  const run = (command: WorkCommand, milestoneId: string) =>
    (command === 'start' ? start : submit).mutate({
      ticketId: ticket.id,
      expectedVersion: ticket.version,
      milestoneId,
    });

  const command: WorkCommand | null = start.isPending
    ? 'start'
    : submit.isPending
      ? 'submit'
      : null;
  const running = command === 'start' ? start : submit;
  return {
    run,
    /** The command running now and its milestone, if any. */
    pending: command ? { command, milestoneId: running.variables?.milestoneId ?? null } : null,
  };
}
