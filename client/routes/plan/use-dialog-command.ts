import { useState } from 'react';
import { commandError } from '../../features/tickets/command-errors.ts';
import { useRefreshTicket } from '../../features/tickets/use-ticket.ts';

export interface RunOptions {
  /**
   * Whether the screen stays after success: the ticket is refetched before the dialog is
   * released, so its buttons never flash back for a moment. When the caller navigates away
   * instead, the dialog stays busy until it unmounts.
   */
  stay?: boolean;
}

/**
 * One ticket command run from a dialog (SPEC §4): busy while it runs, the failure in the spec's
 * words shown in the dialog, and on CONFLICT (the request changed meanwhile) the latest ticket
 * fetched so the screen shows what is true now.
 */
export function useDialogCommand(ticketId: string, failure: string) {
  const refresh = useRefreshTicket();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Resolves true once the command succeeded (and, when staying, the ticket is refetched). */
  const run = async (command: () => Promise<unknown>, { stay = true }: RunOptions = {}) => {
    setBusy(true);
    setError(null);
    try {
      await command();
    } catch (cause) {
      const { conflict, message } = commandError(cause, failure);
      if (conflict) void refresh(ticketId).catch(() => undefined);
      setError(message);
      setBusy(false);
      return false;
    }
    if (stay) {
      // A failed refetch is not the command's failure; the live subscription catches up later.
      await refresh(ticketId).catch(() => undefined);
      setBusy(false);
    }
    return true;
  };

  return { run, busy, error, clearError: () => setError(null) };
}
