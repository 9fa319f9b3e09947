import type { ApplicationPage, DeveloperApplication } from '#shared/schemas/moderation.ts';

/** The console's two groups, each in the server's order (new: oldest first; decided: latest first). */
export interface ApplicationGroups {
  waiting: DeveloperApplication[];
  decided: DeveloperApplication[];
}

export function groupApplications(list: readonly DeveloperApplication[]): ApplicationGroups {
  return {
    waiting: list.filter((application) => application.status === 'new'),
    decided: list.filter((application) => application.status !== 'new'),
  };
}

/** What a decision's answer says about the application. */
export type Decision =
  { status: 'invited'; inviteExpiresAt: string } | { status: 'declined'; declineReason: string };

/**
 * The loaded pages as the server will send them after a decision: the application becomes a
 * decided one, and the waiting count (on every page) drops. Replaced where it stood, it shows
 * first among the decided (the waiting ones come before them), where the refetch that follows
 * puts it too: the row moves only once.
 */
export function withDecision(
  pages: readonly ApplicationPage[],
  id: string,
  decision: Decision,
  decidedAt: Date,
): ApplicationPage[] {
  const before = pages.flatMap((page) => page.items).find((application) => application.id === id);
  if (!before) return [...pages];
  const after: DeveloperApplication = {
    ...before,
    status: decision.status,
    decidedAt,
    inviteExpiresAt: decision.status === 'invited' ? decision.inviteExpiresAt : null,
    declineReason: decision.status === 'declined' ? decision.declineReason : null,
  };
  const wasWaiting = before.status === 'new';
  return pages.map((page) => ({
    ...page,
    items: page.items.map((application) => (application.id === id ? after : application)),
    waitingCount: page.waitingCount - (wasWaiting ? 1 : 0),
  }));
}
