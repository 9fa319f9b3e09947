import { useRef } from 'react';
import { trpc } from '../../trpc.ts';
import { shouldSignalTyping } from './composer-draft.ts';
import type { ThreadRef } from './thread-routes.ts';

/** Tells the other party "is typing", at most every 3 s while the person types. */
export function useTypingSignal(ref: ThreadRef) {
  const typing = trpc.discussions.typing.useMutation();
  const lastSentAt = useRef<number | null>(null);
  return () => {
    const now = Date.now();
    if (!shouldSignalTyping(lastSentAt.current, now)) return;
    lastSentAt.current = now;
    // A lost signal only means the other party does not see "is typing" this time.
    typing.mutate(ref, { onError: () => undefined });
  };
}
