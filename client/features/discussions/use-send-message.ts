import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import type { Draft } from './composer-draft.ts';
import type { ThreadRef } from './thread-routes.ts';

/**
 * Sends a message (text, uploaded files or both). The server's answer is the message as stored,
 * shown at once; its refusal is the text shown above the composer until the next try.
 */
export function useSendMessage(ref: ThreadRef, onSent: (message: ChatMessage) => void) {
  const send = trpc.discussions.send.useMutation({ onSuccess: onSent });
  return {
    sending: send.isPending,
    error: send.isError ? errorMessage(send.error) : null,
    clearError: () => send.reset(),
    send: (draft: Draft, options: { onSuccess: () => void }) =>
      send.mutate({ ...ref, text: draft.text.trim(), files: draft.files }, options),
  };
}
