import { useEffect, useId } from 'react';
import { X } from 'lucide-react';
import type { ChatMessage, ThreadCard, ThreadPage } from '#shared/domain/discussions/messages.ts';
import { IconButton } from '../../components/icon-button.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { DISCUSSIONS_PATH, type ThreadRef } from '../../features/discussions/thread-routes.ts';
import { useMarkRead } from '../../features/discussions/use-mark-read.ts';
import { useReportMessage } from '../../features/discussions/use-report-message.ts';
import type { useThread } from '../../features/discussions/use-thread.ts';
import { messageAuthor } from '../../features/discussions/message-view.ts';
import { displayName } from '../../features/session/display-name.ts';
import { useSession } from '../../features/session/session-context.ts';
import { trpc } from '../../trpc.ts';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { MessageLog } from './message-log.tsx';
import { ReadOnlyNote } from './read-only-note.tsx';
import { ReportMessageDialog } from './report-message-dialog.tsx';
import * as styles from './conversation.css.ts';

export interface ConversationViewProps {
  threadRef: ThreadRef;
  thread: ReturnType<typeof useThread>;
  page: ThreadPage;
  card: ThreadCard | undefined;
  /** The phone's way back from the conversation: "Your Tickets", unless it is shown elsewhere. */
  backHref?: string | null;
}

const countFiles = (messages: readonly ChatMessage[]) =>
  messages.reduce((sum, message) => sum + Object.keys(message.attachments).length, 0);

/** One conversation on screen: its header, the messages, and the composer or why there is none. */
export function ConversationView({
  threadRef,
  thread,
  page,
  card,
  backHref = DISCUSSIONS_PATH,
}: ConversationViewProps) {
  const { me } = useSession();
  const titleId = useId();
  const report = useReportMessage();
  useMarkRead(threadRef, me.id, thread.messages, card?.unread ?? 0);

  // The cards are kept live by the inbox feed; when a card says the request moved on (its status,
  // or the conversation turned read-only), the conversation's own header and rights follow.
  const utils = trpc.useUtils();
  const cardStatus = card?.status;
  const cardWritable = card?.writable;
  const { ticketId, developerId } = threadRef;
  useEffect(() => {
    if (cardStatus === undefined) return;
    if (cardStatus !== page.status || cardWritable !== page.writable) {
      void utils.discussions.thread.invalidate({ ticketId, developerId });
    }
  }, [cardStatus, cardWritable, page.status, page.writable, ticketId, developerId, utils]);

  const filesInMessages = countFiles(thread.messages);
  // A developer who may only read a question has no access to the request's files any more.
  const showFiles =
    (page.hasFiles || filesInMessages > 0) && (page.writable || me.role !== 'developer');
  const authorName = (message: ChatMessage | null) => {
    const author = message ? messageAuthor(message, page, me.id) : null;
    const party = author?.kind === 'own' || author?.kind === 'other' ? author.party : null;
    return party ? displayName(party) : 'them';
  };

  return (
    <section aria-labelledby={titleId} className={styles.conversation}>
      <ConversationHeader
        page={page}
        role={me.role}
        titleId={titleId}
        showFiles={showFiles}
        filesVersion={filesInMessages}
        backHref={backHref}
      />
      {report.notice && (
        <div className={styles.notice}>
          <FormAlert tone={report.notice.tone}>
            <div className={styles.noticeBody}>
              <p>{report.notice.text}</p>
              <IconButton
                label="Dismiss"
                icon={<X size={16} aria-hidden="true" />}
                className={styles.noticeDismiss}
                onClick={report.dismissNotice}
              />
            </div>
          </FormAlert>
        </div>
      )}
      <MessageLog
        page={page}
        messages={thread.messages}
        viewerId={me.id}
        hasOlder={thread.hasOlder}
        loadingOlder={thread.loadingOlder}
        olderError={thread.olderError}
        loadOlder={thread.loadOlder}
        readUpTo={thread.live.readUpTo}
        typingUserId={thread.live.typingUserId}
        isReported={report.isReported}
        onReport={page.canReport ? report.ask : null}
      />
      {page.writable ? (
        <Composer threadRef={threadRef} onSent={thread.addMessage} />
      ) : (
        <ReadOnlyNote role={me.role} />
      )}
      <ReportMessageDialog
        message={report.target}
        authorName={authorName(report.target)}
        busy={report.busy}
        error={report.error}
        onConfirm={report.confirm}
        onClose={report.cancel}
      />
    </section>
  );
}
