import { useId } from 'react';
import { MessagesSquare } from 'lucide-react';
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
}

/**
 * "Your Tickets" (docs/discussions.md#the-screen): the viewer's conversations, newest request
 * first.
 */
export function ThreadList({ query, selectedKey, hrefOf }: ThreadListProps) {
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
        <ThreadListBody query={query} selectedKey={selectedKey} hrefOf={hrefOf} now={now} />
      </div>
    </section>
  );
}

function ThreadListBody({ query, selectedKey, hrefOf, now }: ThreadListProps & { now: Date }) {
  const cards = query.data;
  if (cards) {
    if (cards.length === 0) {
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
