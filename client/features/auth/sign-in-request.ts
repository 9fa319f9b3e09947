/**
 * Asks the next screen to open the sign-in dialog: a protected page visited signed out
 * (docs/screens.md#protected-routes) and a verification link that verified nothing send the
 * visitor to / with it. It rides in the history entry's state, as redirect notices do, so it
 * belongs to that one visit: a reload or a later Back does not open the dialog again.
 */
export const OPEN_SIGN_IN = { openSignIn: true } as const;

/** Whether a history entry's state asks for the sign-in dialog (anyone may write it: read only). */
export function asksForSignIn(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { openSignIn?: unknown }).openSignIn === true
  );
}
