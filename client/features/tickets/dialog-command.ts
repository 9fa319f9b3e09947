import { commandError } from './command-errors.ts';

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
 * a conflict refetches. A dialog opened from a list (SPEC §8 "The list is refetched either way")
 * refetches the lists whatever went wrong, since the row may be out of date, and shows the
 * spec's failure text, except for a conflict, whose explanation is more use to the user.
 */
export function dialogFailure(error: unknown, failure: string, fromList: boolean): DialogFailure {
  const { conflict, message } = commandError(error, failure);
  return {
    message: fromList && !conflict ? failure : message,
    conflict,
    refresh: conflict || fromList,
  };
}
