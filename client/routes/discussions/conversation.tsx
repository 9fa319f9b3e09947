import { SearchX } from 'lucide-react';
import { Redirect } from 'wouter';
import type { ThreadCard } from '#shared/domain/discussions/messages.ts';
import { ButtonLink } from '../../components/button.tsx';
import { TICKET_NOT_FOUND } from '../../features/navigation/redirect-notice.ts';
import { DISCUSSIONS_PATH, type ThreadRef } from '../../features/discussions/thread-routes.ts';
import { useThread } from '../../features/discussions/use-thread.ts';
import { errorCode } from '../../features/errors/api-errors.ts';
import { useSession } from '../../features/session/session-context.ts';
import { ConversationSkeleton } from './conversation-skeleton.tsx';
import { ConversationView } from './conversation-view.tsx';
import { PanePlaceholder } from './pane-placeholder.tsx';
import { ConversationLoadFailed } from './conversation-load-failed.tsx';

export interface ConversationProps {
  threadRef: ThreadRef;
  /** The conversation's card in "Your Tickets", if it is there. */
  card: ThreadCard | undefined;
  /** Whether "Your Tickets" has loaded (until then, a missing card proves nothing). */
  listLoaded: boolean;
  /** Where to go when the route names a conversation the viewer may not see. */
  fallbackHref: string;
}

/**
 * The right pane for a conversation named by the route. One the viewer may not see, and that is
 * not in their list, sends them back to the list (docs/discussions.md#the-screen); one that was
 * listed, or on screen, and then went away (deleted, taken by another developer) shows "Request not
 * found" in its place.
 */
export function Conversation({ threadRef, card, listLoaded, fallbackHref }: ConversationProps) {
  const { me } = useSession();
  const thread = useThread(threadRef, me.id);
  const { query, page } = thread;
  const code = query.isError ? errorCode(query.error) : undefined;

  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') {
    if (page || card) return <ConversationNotFound />;
    if (!listLoaded) return <ConversationSkeleton />;
    return <Redirect to={fallbackHref} replace />;
  }
  // A failed refetch keeps what is shown: a network blip must not blank the conversation.
  if (page)
    return <ConversationView threadRef={threadRef} thread={thread} page={page} card={card} />;
  if (query.isError)
    return <ConversationLoadFailed title="Could not load this conversation" query={query} />;
  return <ConversationSkeleton />;
}

function ConversationNotFound() {
  return (
    <PanePlaceholder
      icon={<SearchX size={24} />}
      tone="danger"
      title={TICKET_NOT_FOUND.title}
      actions={
        <ButtonLink href={DISCUSSIONS_PATH} variant="secondary">
          Back to Your Tickets
        </ButtonLink>
      }
    >
      <p>{TICKET_NOT_FOUND.text}</p>
    </PanePlaceholder>
  );
}
