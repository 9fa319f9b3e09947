import { useState } from 'react';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { preloadRequestForm } from '../../features/request-form/lazy-request-form-dialog.tsx';
import { trpc } from '../../trpc.ts';

interface EditState {
  open: boolean;
  /** Kept after closing, so the form does not turn into a blank one while it fades out. */
  ticket: TicketState | null;
}

/**
 * "Edit Request" on a card: the card knows only a list row, while the form edits every detail,
 * so the whole request is fetched fresh (never from the cache: it must carry the current
 * version) before the form opens.
 */
export function useEditRequest() {
  const utils = trpc.useUtils();
  const [state, setState] = useState<EditState>({ open: false, ticket: null });
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = (ticketId: string) => {
    setError(null);
    setLoadingId(ticketId);
    // The form's code comes in while the request is fetched.
    preloadRequestForm();
    utils.tickets.get
      .fetch({ ticketId }, { staleTime: 0 })
      .then((ticket) => setState({ open: true, ticket }))
      .catch((cause: unknown) =>
        setError(`This request could not be opened. ${errorMessage(cause)}`),
      )
      .finally(() => setLoadingId(null));
  };

  return {
    start,
    /** The request whose details are loading, to show its button busy. */
    loadingId,
    error,
    dismissError: () => setError(null),
    /** Says, where the open failures are said, why the form closed (the request was deleted). */
    tell: setError,
    open: state.open,
    ticket: state.ticket,
    setOpen: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}
