import { NOT_ALLOWED } from '#shared/domain/ticket/decide.ts';
import type { CardTicket } from './card-ticket.ts';
import { commandError, conflictMessage } from './command-errors.ts';

/** What a dialog does after its command failed. */
export interface DialogFailure {
  /** Shown in the dialog. */
  message: string;
  /** The request moved on: the screen is refetched before a retry can be sent. */
  conflict: boolean;
  /** The screen is refetched in the background (the failure may mean it is out of date). */
  refresh: boolean;
}

/**
 * A dialog's failed command. On a request's own screen the server's sentence is shown, and only
 * a conflict refetches. A dialog opened from a list (docs/forms.md#when-a-step-fails: the list is
 * refreshed whatever the outcome) refetches the lists whatever went wrong, since the row may be out
 * of date, and shows the product's failure text, except for a conflict, whose explanation is more
 * use to the user.
 */
export function dialogFailure(error: unknown, failure: string, fromList: boolean): DialogFailure {
  const { conflict, message } = commandError(error, failure);
  return {
    message: fromList && !conflict ? failure : message,
    conflict,
    refresh: conflict || fromList,
  };
}

/** What a dialog opened from a list acts on now. */
export interface ListDialogTarget {
  /**
   * The request as the list shows it now, whose version the command sends; once it has left the
   * list, the copy the dialog was opened with (its facts stay on screen).
   */
  ticket: CardTicket;
  /** Still listed, and the shared rules still allow the command on it. */
  confirmable: boolean;
}

/** What a page hands a dialog opened from its list. */
export interface ListDialogProps extends ListDialogTarget {
  onClose: () => void;
}

/**
 * A dialog opened from a list acts on the request as the list shows it now, not on the copy it
 * was opened with: once the list is refetched (after a conflict, or a live change) a retry sends
 * the current version instead of the one that conflicted. A request that has left the list, or
 * whose command the rules no longer allow, has nothing left to confirm.
 */
export function listDialogTarget(
  opened: CardTicket,
  list: readonly CardTicket[] | undefined,
  allows: (ticket: CardTicket) => boolean,
): ListDialogTarget {
  // No list (not loaded, or dropped from the cache): the copy it was opened with is all there is.
  if (!list) return { ticket: opened, confirmable: allows(opened) };
  const current = list.find((ticket) => ticket.id === opened.id);
  if (!current) return { ticket: opened, confirmable: false };
  return { ticket: current, confirmable: allows(current) };
}

/** What the server answers a command its rules refuse, as a conflict explains it. */
export const NO_LONGER_POSSIBLE = conflictMessage(NOT_ALLOWED);

/**
 * Whether a dialog offers its confirm, and the error it shows. A command the latest state no
 * longer allows is not offered (it could only fail), and the dialog says why: with the command's
 * own failure if it has one (a conflict's explanation), else as the server would refuse it (a
 * live change took the request away while the dialog was open). While the command runs nothing
 * changes: after a success the refetched list may drop the request just before the dialog closes.
 */
export function dialogConfirm(state: {
  error: string | null;
  busy: boolean;
  confirmable: boolean;
}) {
  if (state.busy || state.confirmable) return { canConfirm: true, error: state.error };
  return { canConfirm: false, error: state.error ?? NO_LONGER_POSSIBLE };
}
