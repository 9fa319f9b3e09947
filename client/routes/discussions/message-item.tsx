import { CheckCheck, Flag } from 'lucide-react';
import type { ChatMessage, ChatParty } from '#shared/domain/discussions/messages.ts';
import { fullDateTime, relativeTime } from '#shared/format.ts';
import { LinkedText } from '../../components/linked-text.tsx';
import { Avatar } from '../../features/session/avatar.tsx';
import { displayName } from '../../features/session/display-name.ts';
import type { ImagePreview } from './image-preview-dialog.tsx';
import { MessageActionsMenu } from './message-actions-menu.tsx';
import { MessageAttachments } from './message-attachments.tsx';
import * as styles from './message.css.ts';

const UNKNOWN_AUTHOR: Pick<ChatParty, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'> = {
  email: 'Former participant',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
};

// A moderator speaks for the platform: named by their role, with the logo mark for an avatar.
const MODERATOR: typeof UNKNOWN_AUTHOR = { ...UNKNOWN_AUTHOR, email: 'Moderator' };

export interface MessageItemProps {
  message: ChatMessage;
  ticketId: string;
  /** Who wrote it; null for someone no longer part of the conversation, or a moderator. */
  author: ChatParty | null;
  /** A moderator wrote it (docs/moderation.md): marked as such, whoever reads it. */
  byModerator?: boolean;
  own: boolean;
  now: Date;
  /** "Seen" under it: the viewer's latest message the other party has read. */
  seen: boolean;
  reported: boolean;
  /** Offered on others' messages when the viewer may report them. */
  onReport: (() => void) | null;
  onOpenImage: (image: ImagePreview) => void;
}

/** One person's message: avatar, name, time, the text as text, files, and its marks. */
export function MessageItem({
  message,
  ticketId,
  author,
  byModerator = false,
  own,
  now,
  seen,
  reported,
  onReport,
  onOpenImage,
}: MessageItemProps) {
  const person = byModerator ? MODERATOR : (author ?? UNKNOWN_AUTHOR);
  const name = displayName(person);
  const text = message.text.trim();

  return (
    <li className={styles.item} data-own={own}>
      <Avatar person={person} size="md" />
      <div className={styles.column}>
        <p className={styles.meta}>
          <span className={styles.author}>
            {own ? (byModerator ? 'You, as moderator' : 'You') : name}
          </span>
          <time
            className={styles.time}
            dateTime={message.createdAt.toISOString()}
            title={fullDateTime(message.createdAt)}
          >
            {relativeTime(message.createdAt, now)}
          </time>
        </p>
        {text && (
          <div className={styles.bubbleRow}>
            <p className={styles.bubble}>
              <LinkedText text={text} linkClassName={styles.link} />
            </p>
            {onReport && !reported && <MessageActionsMenu authorName={name} onReport={onReport} />}
          </div>
        )}
        <MessageAttachments
          ticketId={ticketId}
          attachments={message.attachments}
          onOpenImage={onOpenImage}
        />
        {!text && onReport && !reported && (
          <MessageActionsMenu authorName={name} onReport={onReport} />
        )}
        {(seen || (reported && !own)) && (
          <p className={styles.marks}>
            {seen && (
              <span className={styles.mark}>
                <CheckCheck size={14} aria-hidden="true" />
                Seen
              </span>
            )}
            {reported && !own && (
              <span className={styles.reportedMark}>
                <Flag size={12} aria-hidden="true" />
                Reported
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}
