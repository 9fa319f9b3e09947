import { useRef } from 'react';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { TicketDetailsInput } from '#shared/schemas/tickets.ts';
import { errorCode, errorMessage } from '../errors/api-errors.ts';
import { commandError } from '../tickets/command-errors.ts';
import { trpc } from '../../trpc.ts';
import { newClientKey } from '../../client-key.ts';

/**
 * Creating's failure text (docs/forms.md#when-a-step-fails), also the text when updating a request
 * fails.
 */
const SAVE_FAILED_TEXT = 'Failed to create ticket. Please try again.';

export interface SavedRequest {
  id: string;
  version: number;
  mode: 'created' | 'edited';
}

/**
 * What to show for a failed save. A CONFLICT (the request changed or was taken meanwhile), a
 * refused input (the server names the field's problem, e.g. a file that was never uploaded) and
 * the hourly limit on new requests are told as the server says them, since "try again" would not
 * help; anything else gets the product's sentence.
 */
function saveErrorText(error: unknown): string {
  const { conflict, message } = commandError(error, SAVE_FAILED_TEXT);
  if (conflict) return message;
  const code = errorCode(error);
  if (code === 'BAD_REQUEST' || code === 'TOO_MANY_REQUESTS') {
    return errorMessage(error, SAVE_FAILED_TEXT);
  }
  return SAVE_FAILED_TEXT;
}

/**
 * An edit to a request deleted meanwhile (a customer always sees their own requests, so the
 * server's NOT_FOUND means deleted): a retry could never work.
 */
export const REQUEST_GONE_TEXT = 'This request no longer exists: it was deleted.';

/**
 * Creates a request (offered first to `offerTo` when given: hire again), or edits `ticket` at the
 * version the screen shows. `onGone` hears of an edit to a request that no longer exists.
 */
export function useSaveRequest(
  ticket: TicketState | undefined,
  onGone?: () => void,
  offerTo?: string,
) {
  const utils = trpc.useUtils();
  // Either way the lists and the ticket screen must show what the server now holds; after a
  // CONFLICT that refetch is what brings the latest version to the screen.
  const refresh = () => {
    void utils.tickets.mine.invalidate();
    if (ticket) void utils.tickets.get.invalidate({ ticketId: ticket.id });
  };
  const create = trpc.tickets.createTicket.useMutation({ onSettled: refresh });
  // One key per request submitted: a retry after a failure that did commit gets it back, not a twin.
  const requestKey = useRef(newClientKey());
  const edit = trpc.tickets.editTicket.useMutation({ onSettled: refresh });
  const mutation = ticket ? edit : create;

  const save = (details: TicketDetailsInput, onSaved: (result: SavedRequest) => void) => {
    if (ticket) {
      edit.mutate(
        { ticketId: ticket.id, expectedVersion: ticket.version, details },
        {
          onSuccess: ({ id, version }) => onSaved({ id, version, mode: 'edited' }),
          onError: (error) => {
            if (errorCode(error) === 'NOT_FOUND') onGone?.();
          },
        },
      );
    } else {
      create.mutate(
        { details, requestKey: requestKey.current, ...(offerTo ? { offerTo } : {}) },
        {
          onSuccess: ({ id, version }) => {
            // The next request is another one; until then every try is this one.
            requestKey.current = newClientKey();
            onSaved({ id, version, mode: 'created' });
          },
        },
      );
    }
  };

  return {
    save,
    pending: mutation.isPending,
    error: mutation.error ? saveErrorText(mutation.error) : null,
    /** Forgets the last failure, so a reopened dialog starts clean. */
    reset: mutation.reset,
  };
}

export type SaveRequest = ReturnType<typeof useSaveRequest>;
