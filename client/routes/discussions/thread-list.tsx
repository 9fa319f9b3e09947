import { useId } from 'react';
import { MessagesSquare, ShieldCheck } from 'lucide-react';
import type { Role } from '#shared/schemas/auth.ts';
import { ButtonLink } from '../../components/button.tsx';
import type { ThreadCard } from '#shared/domain/discussions/messages.ts';
import { cardKey } from '../../features/discussions/thread-routes.ts';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { MoreCards, type Paging } from '../../features/tickets/more-cards.tsx';
import { useNow } from '../../features/tickets/use-now.ts';
import { ThreadCardLink } from './thread-card-link.tsx';
import * as layoutStyles from './discussions-layout.css.ts';
import * as styles from './thread-list.css.ts';

interface ThreadListQuery extends Paging {
  data: ThreadCard[] | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ThreadListProps {
  query: ThreadListQuery;
  selectedKey: string | undefined;
  hrefOf: (card: ThreadCard) => string;
  role: Role;
  /** A conversation is open beside the list (a question not asked yet has no card). */
  conversationOpen: boolean;
}

/**
 * "Your Tickets" (docs/discussions.md#the-screen): the viewer's conversations, newest request
 * first.
 */
export function ThreadList({ query, ...rest }: ThreadListProps) {
  const headingId = useId();
  const now = useNow();
  const cards = query.data;

  return (
    <section aria-labelledby={headingId} className={layoutStyles.listPane}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Your Tickets
        </h2>
        {cards && cards.length > 0 && (
          <span className={styles.count}>
            {/* More pages follow: the count so far, with a "+". */}
            {cards.length}
            {query.hasNextPage ? '+' : ''} {cards.length === 1 ? 'conversation' : 'conversations'}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <ThreadListBody query={query} {...rest} now={now} />
      </div>
    </section>
  );
}

function ThreadListBody({
  query,
  selectedKey,
  hrefOf,
  role,
  conversationOpen,
  now,
}: ThreadListProps & { now: Date }) {
  const cards = query.data;
  if (cards) {
    if (cards.length === 0) {
      // "Empty" only where the list really is: a moderator has no conversations of their own, and
      // a developer's question joins the list with its first message
      // (docs/discussions.md#the-screen).
      if (role === 'moderator') return <ModeratorNote />;
      if (conversationOpen && role === 'developer') {
        return (
          <div className={styles.empty}>
            <p>Your question to the customer joins this list once you send it.</p>
          </div>
        );
      }
      return (
        <div className={styles.empty}>
          <span className={layoutStyles.placeholderIcon} aria-hidden="true">
            <MessagesSquare size={24} />
          </span>
          <p className={styles.emptyTitle}>No discussions available</p>
          <p>A conversation opens here as soon as a request has an Unblocker to talk with.</p>
        </div>
      );
    }
    return (
      <>
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={cardKey(card)}>
              <ThreadCardLink
                card={card}
                href={hrefOf(card)}
                selected={cardKey(card) === selectedKey}
                now={now}
              />
            </li>
          ))}
        </ul>
        <MoreCards query={query} noun="your conversations" />
      </>
    );
  }
  if (query.isError) return <LoadFailedAlert what="your conversations" query={query} />;
  return (
    <div role="status" aria-label="Loading your conversations" className={styles.list}>
      <span className={styles.skeleton} />
      <span className={styles.skeleton} />
      <span className={styles.skeleton} />
    </div>
  );
}

/** What a moderator's Discussions page holds (docs/moderation.md): no conversations of their own. */
function ModeratorNote() {
  return (
    <div className={styles.empty}>
      <span className={layoutStyles.placeholderIcon} aria-hidden="true">
        <ShieldCheck size={24} />
      </span>
      <p className={styles.emptyTitle}>No conversations of your own</p>
      <p>As a moderator you read any request’s conversation from its case.</p>
      <ButtonLink href="/moderation" variant="secondary" size="sm">
        Open Moderation
      </ButtonLink>
    </div>
  );
}
