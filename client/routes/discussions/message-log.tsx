import { useState } from 'react';
import { ArrowDown, LoaderCircle, MessagesSquare } from 'lucide-react';
import type { ChatMessage, ThreadPage } from '#shared/domain/discussions/messages.ts';
import { Button } from '../../components/button.tsx';
import { messageAuthor } from '../../features/discussions/message-view.ts';
import { lastSeenOwnMessageId } from '../../features/discussions/thread-messages.ts';
import { useScrollFollow } from '../../features/discussions/use-scroll-follow.ts';
import { useNow } from '../../features/tickets/use-now.ts';
import { spinner } from '../../styles/spinner.css.ts';
import { ImagePreviewDialog, type ImagePreview } from './image-preview-dialog.tsx';
import { MessageItem } from './message-item.tsx';
import { SystemMessageItem } from './system-message-item.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import * as styles from './conversation.css.ts';

export interface MessageLogProps {
  page: ThreadPage;
  messages: readonly ChatMessage[];
  viewerId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  loadOlder: () => void;
  readUpTo: number;
  typingUserId: string | null;
  isReported: (message: ChatMessage) => boolean;
  /** Null when the viewer may not report here. */
  onReport: ((message: ChatMessage) => void) | null;
}

/**
 * The messages, oldest first, as a live log: a screen reader hears new ones as they come. Opens
 * at the newest, follows new ones unless the reader scrolled up, and loads earlier ones at the top.
 */
export function MessageLog({
  page,
  messages,
  viewerId,
  hasOlder,
  loadingOlder,
  olderError,
  loadOlder,
  readUpTo,
  typingUserId,
  isReported,
  onReport,
}: MessageLogProps) {
  // Every 30 s: "just now" turns into "1 minute ago" close to when it becomes true.
  const now = useNow(30_000);
  const [preview, setPreview] = useState<ImagePreview | null>(null);
  const { boxRef, onScroll, unseenNew, showNewest } = useScrollFollow({
    messages,
    viewerId,
    canLoadOlder: hasOlder && !loadingOlder && olderError === null,
    loadOlder,
  });
  const seenId = lastSeenOwnMessageId(messages, viewerId, readUpTo);

  return (
    <div className={styles.logFrame}>
      <div
        ref={boxRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        // Not "Messages": the composer's field is the one labelled "Message".
        aria-label="Conversation"
        aria-busy={loadingOlder || undefined}
        // Focusable, so the history scrolls by keyboard too.
        tabIndex={0}
        className={styles.log}
      >
        {messages.length === 0 ? (
          <div className={styles.empty}>
            <MessagesSquare size={28} aria-hidden="true" />
            <p>No messages yet. Start the conversation!</p>
          </div>
        ) : (
          <>
            {hasOlder ? (
              <div className={styles.olderRow}>
                {olderError && <p className={styles.olderError}>{olderError}</p>}
                <Button variant="ghost" size="sm" disabled={loadingOlder} onClick={loadOlder}>
                  {loadingOlder && (
                    <LoaderCircle size={16} aria-hidden="true" className={spinner} />
                  )}
                  {olderError ? 'Try again' : 'Load earlier messages'}
                </Button>
              </div>
            ) : (
              <p className={styles.beginning}>This is the beginning of the conversation.</p>
            )}
            <ol className={styles.list}>
              {messages.map((message) => {
                const author = messageAuthor(message, page, viewerId);
                if (author.kind === 'system') {
                  return <SystemMessageItem key={message.id} message={message} now={now} />;
                }
                const moderator = author.kind === 'moderator';
                const own = moderator ? author.own : author.kind === 'own';
                return (
                  <MessageItem
                    key={message.id}
                    message={message}
                    ticketId={page.ticketId}
                    author={moderator ? null : author.party}
                    byModerator={moderator}
                    own={own}
                    now={now}
                    seen={message.id === seenId}
                    reported={isReported(message)}
                    // A moderator's words are not the parties' to report (the server refuses).
                    onReport={!own && !moderator && onReport ? () => onReport(message) : null}
                    onOpenImage={setPreview}
                  />
                );
              })}
            </ol>
          </>
        )}
      </div>
      <TypingIndicator page={page} typingUserId={typingUserId} />
      {unseenNew && (
        <button type="button" className={styles.newPill} onClick={showNewest}>
          <ArrowDown size={16} aria-hidden="true" />
          New messages
        </button>
      )}
      <ImagePreviewDialog image={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
