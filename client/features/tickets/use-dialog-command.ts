import { useState } from 'react';
import { dialogConfirm, dialogFailure } from './dialog-command.ts';
import { useRefreshTicketLists } from './use-ticket-lists.ts';
import { useRefreshTicket } from './use-ticket.ts';

export interface RunOptions {
  /**
   * Whether the screen stays after success: what it shows is refetched before the dialog is
   * released, so its buttons never flash back for a moment. When the caller navigates away
   * instead, the dialog stays busy until it unmounts.
   */
  stay?: boolean;
}

/**
 * What `run` resolves to: false when the command failed, else what the refetch brought
 * (undefined when the caller leaves the screen, or when the refetch itself failed).
 */
export type DialogOutcome<T> = false | { refreshed: T | undefined };

export interface DialogCommandOptions<T> {
  /**
   * The command's failure text, docs/forms.md#when-a-step-fails (see `dialogFailure` for when it
   * is shown).
   */
  failure: string;
  /** Refetches what the screen shows of the request: its plan, or the lists it was opened from. */
  refresh: () => Promise<T>;
  /**
   * Opened from a list: every failure refetches, and the product's text is shown
   * (docs/forms.md#when-a-step-fails).
   */
  fromList?: boolean;
  /**
   * False once the latest state no longer allows the command (see `listDialogTarget`): the
   * dialog then offers no confirm, and its error says why.
   */
  confirmable?: boolean;
  /** Told each failure's message too, for a screen that shows it outside a dialog. */
  onFailure?: (message: string) => void;
}

/**
 * The one way a screen runs a ticket command (docs/lifecycle.md#who-may-do-what), from a dialog or
 * a button: busy while it runs, the failure in the product's words, and on CONFLICT (the request
 * changed meanwhile) the latest state fetched before a retry can be sent, so the screen shows what
 * is true now.
 */
export function useDialogCommand<T>({
  failure,
  refresh,
  fromList = false,
  confirmable = true,
  onFailure,
}: DialogCommandOptions<T>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (
    command: () => Promise<unknown>,
    { stay = true }: RunOptions = {},
  ): Promise<DialogOutcome<T>> => {
    setBusy(true);
    setError(null);
    try {
      await command();
    } catch (cause) {
      const outcome = dialogFailure(cause, failure, fromList);
      setError(outcome.message);
      onFailure?.(outcome.message);
      // Still busy until the latest version is in: a retry sent with the one that just
      // conflicted could only conflict again. Other failures refetch in the background.
      if (outcome.conflict) await refresh().catch(() => undefined);
      else if (outcome.refresh) void refresh().catch(() => undefined);
      setBusy(false);
      return false;
    }
    if (!stay) return { refreshed: undefined };
    // A failed refetch is not the command's failure; the live subscription catches up later.
    const refreshed = await refresh().catch(() => undefined);
    setBusy(false);
    return { refreshed };
  };

  return {
    run,
    busy,
    ...dialogConfirm({ error, busy, confirmable }),
    clearError: () => setError(null),
  };
}

/** A command on a request's own screen (its plan): the ticket is what it refetches. */
export function useTicketDialogCommand(
  ticketId: string,
  failure: string,
  onFailure?: (message: string) => void,
) {
  const refreshTicket = useRefreshTicket();
  return useDialogCommand({ failure, refresh: () => refreshTicket(ticketId), onFailure });
}

/**
 * A dialog opened from a list (see `listDialogTarget`): the lists are what it refetches, after
 * any failure (a step started from a list refreshes it whatever the outcome,
 * docs/forms.md#when-a-step-fails). `refreshLists` is handed back for a caller that leaves the
 * screen after success.
 */
export function useListDialogCommand(failure: string, confirmable: boolean) {
  const refreshLists = useRefreshTicketLists();
  const command = useDialogCommand({ failure, refresh: refreshLists, fromList: true, confirmable });
  return { ...command, refreshLists };
}
