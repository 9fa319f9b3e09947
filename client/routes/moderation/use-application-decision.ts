import { useState } from 'react';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { trpc } from '../../trpc.ts';
import { withDecision, type Decision } from './application-list.ts';

/**
 * One decision on an application, run from its dialog: busy while the server answers, its error
 * kept for the dialog to show (the typed reason is not lost), and on success the list updated at
 * once and then refetched. When someone else decided it first (CONFLICT) or it is gone
 * (NOT_FOUND), the list is refetched so the console shows how it stands now.
 */
export function useApplicationDecision() {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (id: string, decide: () => Promise<Decision>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const decision = await decide();
      utils.moderation.applications.list.setInfiniteData(
        {},
        (list) => list && { ...list, pages: withDecision(list.pages, id, decision, new Date()) },
      );
      void utils.moderation.applications.list.invalidate();
      return true;
    } catch (cause) {
      setError(errorMessage(cause));
      const code = errorCode(cause);
      if (code === 'CONFLICT' || code === 'NOT_FOUND') {
        void utils.moderation.applications.list.invalidate();
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, error };
}
