import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import type { ThreadCard } from '#shared/domain/discussions/messages.ts';
import { fullDateTime, relativeTime, shortTicketId } from '#shared/format.ts';
import { UnreadBadge } from '../../features/discussions/unread-badge.tsx';
import { Avatar } from '../../features/session/avatar.tsx';
import { displayName } from '../../features/session/display-name.ts';
import { cardTitle } from '../../features/tickets/card-title.ts';
import { TicketStatusBadge } from '../../features/tickets/status-badge.tsx';
import * as styles from './thread-card-link.css.ts';

export interface ThreadCardLinkProps {
  card: ThreadCard;
  href: string;
  selected: boolean;
  now: Date;
}

/**
 * One conversation of "Your Tickets" (docs/discussions.md#the-screen): the other party, the
 * request's short id, title, status and creation date, and how many messages wait.
 */
export function ThreadCardLink({ card, href, selected, now }: ThreadCardLinkProps) {
  return (
    <Link href={href} className={styles.card} aria-current={selected ? 'true' : undefined}>
      <Avatar person={card.other} size="md" />
      <span className={styles.content}>
        <span className={styles.top}>
          <span className={styles.name}>{displayName(card.other)}</span>
          <UnreadBadge count={card.unread} />
        </span>
        <span className={styles.meta}>
          <span className={styles.shortId}>{shortTicketId(card.ticketId)}</span>
          <time dateTime={card.createdAt.toISOString()} title={fullDateTime(card.createdAt)}>
            Created {relativeTime(card.createdAt, now)}
          </time>
        </span>
        <span className={styles.title}>{cardTitle(card.title)}</span>
        <span className={styles.bottom}>
          <TicketStatusBadge status={card.status} />
          {!card.writable && (
            <span className={styles.readOnly}>
              <Lock size={12} aria-hidden="true" />
              Read-only
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
