import { Info } from 'lucide-react';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import { relativeTime } from '#shared/format.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './message.css.ts';

/** What the system posted in the conversation (plan approved, changes asked…), set apart. */
export function SystemMessageItem({ message, now }: { message: ChatMessage; now: Date }) {
  return (
    <li className={styles.system}>
      <div className={styles.systemBody}>
        <Info size={16} aria-hidden="true" className={styles.systemIcon} />
        <p className={styles.systemText}>
          <span className={visuallyHidden}>Update: </span>
          {message.text}
          <time className={styles.systemTime} dateTime={message.createdAt.toISOString()}>
            {relativeTime(message.createdAt, now)}
          </time>
        </p>
      </div>
    </li>
  );
}
