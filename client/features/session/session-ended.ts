import { SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';

// The API client hears that the server ended this tab's session (it closes the session's sockets
// with SESSION_ENDED_CLOSE_CODE); the signed-in screens, loaded later in their own chunk, listen.
// A plain module rather than React state: the API client exists before any screen does.

const listeners = new Set<() => void>();

/** Called by the API client for every closed socket; only the session's end is passed on. */
export function socketClosed(code: number | undefined): void {
  if (code !== SESSION_ENDED_CLOSE_CODE) return;
  for (const listener of [...listeners]) listener();
}

/** Runs `listener` each time the server ends the session; returns the way to stop listening. */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
