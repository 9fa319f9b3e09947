import type { AppErrorReason } from '#shared/errors.ts';
import { ACCOUNT_SUSPENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';

// The API client hears that the server ended this tab's session (it closes the session's sockets
// with SESSION_ENDED_CLOSE_CODE, or ACCOUNT_SUSPENDED_CLOSE_CODE for a suspension, and refuses a
// suspended session's calls as such); the signed-in screens, loaded later in their own chunk,
// listen. A plain module rather than React state: the API client exists before any screen does.

/** How the session ended: `suspended` by a moderator (the page says why), or `ended` otherwise. */
export type SessionEnd = 'ended' | 'suspended';

const listeners = new Set<(end: SessionEnd) => void>();
const SUSPENDED: AppErrorReason = 'ACCOUNT_SUSPENDED';

function tell(end: SessionEnd): void {
  for (const listener of [...listeners]) listener(end);
}

/**
 * Called by the API client for every closed socket; only the session's end is passed on. True when
 * the socket closed because the session ended.
 */
export function socketClosed(code: number | undefined): boolean {
  const end = sessionEndOf(code);
  if (end) tell(end);
  return end !== null;
}

function sessionEndOf(code: number | undefined): SessionEnd | null {
  if (code === SESSION_ENDED_CLOSE_CODE) return 'ended';
  if (code === ACCOUNT_SUSPENDED_CLOSE_CODE) return 'suspended';
  return null;
}

/**
 * Called by the API client for every failed call: a page whose socket was not open learns of a
 * suspension from its next call, refused as signed out because of it. Other failures are the
 * screens' own to show.
 */
export function callFailed(data: { code?: unknown; reason?: unknown } | undefined): void {
  if (data?.code === 'UNAUTHORIZED' && data.reason === SUSPENDED) tell('suspended');
}

/** Runs `listener` each time the server ends the session; returns the way to stop listening. */
export function onSessionEnded(listener: (end: SessionEnd) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
