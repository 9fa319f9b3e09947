import type { DeveloperApplication } from '#shared/schemas/moderation.ts';

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
 * The list as the server will send it after a decision: the application leaves the waiting ones
 * and becomes the latest decided one. Shown at once, so the row moves only once (the refetch that
 * follows agrees with it).
 */
export function withDecision(
  list: readonly DeveloperApplication[],
  id: string,
  decision: Decision,
  decidedAt: Date,
): DeveloperApplication[] {
  const decided = list.find((application) => application.id === id);
  if (!decided) return [...list];
  const updated: DeveloperApplication = {
    ...decided,
    status: decision.status,
    decidedAt,
    inviteExpiresAt: decision.status === 'invited' ? decision.inviteExpiresAt : null,
    declineReason: decision.status === 'declined' ? decision.declineReason : null,
  };
  const { waiting, decided: others } = groupApplications(
    list.filter((application) => application.id !== id),
  );
  return [...waiting, updated, ...others];
}
