import { useRef } from 'react';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import { newClientKey } from '../../client-key.ts';
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
  // One key per message: sending the same words again after a failure is a retry of it (a first
  // try that did commit comes back instead of a twin); other words are another message.
  const attempt = useRef<{ content: string; key: string } | null>(null);
  return {
    sending: send.isPending,
    error: send.isError ? errorMessage(send.error) : null,
    clearError: () => send.reset(),
    send: (draft: Draft, options: { onSuccess: () => void }) => {
      const message = { text: draft.text.trim(), files: draft.files };
      const content = JSON.stringify([ref, message]);
      if (attempt.current?.content !== content) attempt.current = { content, key: newClientKey() };
      send.mutate(
        { ...ref, ...message, messageKey: attempt.current.key },
        {
          onSuccess: () => {
            attempt.current = null;
            options.onSuccess();
          },
        },
      );
    },
  };
}
