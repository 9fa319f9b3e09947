import { useEffect, useMemo } from 'react';
import { MessagesSquare } from 'lucide-react';
import type { TicketState, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import type { ThreadRef } from '../../features/discussions/thread-routes.ts';
import { useThread } from '../../features/discussions/use-thread.ts';
import { errorCode } from '../../features/errors/api-errors.ts';
import { useSession } from '../../features/session/session-context.ts';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { ConversationSkeleton } from '../discussions/conversation-skeleton.tsx';
import { ConversationView } from '../discussions/conversation-view.tsx';
import { PanePlaceholder } from '../discussions/pane-placeholder.tsx';
import * as styles from './case.css.ts';
import { ConversationLoadFailed } from '../discussions/conversation-load-failed.tsx';

/**
 * The request's conversation, live, as its parties see it in Discussions: the messages that were
 * reported are read in their place, and the moderator writes in it where the server lets them
 * (their messages marked as a moderator's). Before anyone took the request, the server picks its
 * only conversation, if it has one.
 */
export function CaseConversation({ ticket }: { ticket: TicketState }) {
  const { id: ticketId, developerId } = ticket;
  const threadRef = useMemo<ThreadRef>(
    () => (developerId ? { ticketId, developerId } : { ticketId }),
    [ticketId, developerId],
  );
  return (
    <PageSection title="Conversation">
      <div className={styles.conversationPane}>
        {/* Another developer's conversation is another conversation: nothing carries over. */}
        <Thread
          key={`${ticketId}:${developerId ?? ''}`}
          threadRef={threadRef}
          status={ticket.status}
        />
      </div>
    </PageSection>
  );
}

function Thread({ threadRef, status }: { threadRef: ThreadRef; status: TicketStatus }) {
  const { me } = useSession();
  const utils = trpc.useUtils();
  const thread = useThread(threadRef, me.id);
  const { query, page } = thread;
  // Discussions keep a conversation's header current from its card in the live inbox; here the
  // live request says when it moved on (a decision, a party's command), and the page follows.
  const pageStatus = page?.status;
  useEffect(() => {
    if (pageStatus !== undefined && pageStatus !== status) {
      void utils.discussions.thread.invalidate(threadRef);
    }
  }, [pageStatus, status, threadRef, utils]);

  // A failed refetch keeps what is shown: a network blip must not blank the conversation.
  if (page) {
    return (
      <ConversationView
        threadRef={threadRef}
        thread={thread}
        page={page}
        card={undefined}
        backHref={null}
      />
    );
  }
  if (query.isError && errorCode(query.error) === 'NOT_FOUND') {
    return (
      <PanePlaceholder icon={<MessagesSquare size={24} />} title="No conversation yet">
        <p>Nobody has written about this request yet.</p>
      </PanePlaceholder>
    );
  }
  if (query.isError)
    return <ConversationLoadFailed title="Could not load the conversation" query={query} />;
  return <ConversationSkeleton />;
}
