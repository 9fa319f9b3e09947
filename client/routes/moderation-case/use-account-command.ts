import { useState } from 'react';
import { errorCode, errorMessage } from '../../features/errors/api-errors.ts';
import { trpc } from '../../trpc.ts';

/**
 * A suspension or its lift, run from its dialog: busy while the server answers, its refusal kept
 * for the dialog (the typed reason is not lost). Afterwards the account, the case's parties and
 * the queue's flags are refetched; after a refusal too when the account changed meanwhile
 * (CONFLICT: another moderator was quicker) or is gone (NOT_FOUND), so the page shows how it is.
 */
export function useAccountCommand(userId: string, ticketId: string) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      utils.moderation.users.get.invalidate({ userId }),
      utils.moderation.cases.get.invalidate({ ticketId }),
      utils.moderation.cases.list.invalidate(),
    ]);

  const run = async (command: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await command();
      await refresh().catch(() => undefined);
      return true;
    } catch (cause) {
      setError(errorMessage(cause));
      const code = errorCode(cause);
      if (code === 'CONFLICT' || code === 'NOT_FOUND') void refresh().catch(() => undefined);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, error };
}
