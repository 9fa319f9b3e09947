import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../errors/load-failed-alert.tsx';
import { Spinner } from '../session/loading-screen.tsx';
import type { CardTicket } from './card-ticket.ts';
import { MoreCards } from './more-cards.tsx';
import { RequestCardSkeleton } from './request-card-skeleton.tsx';
import type { TicketListQuery } from './use-ticket-lists.ts';
import { useNow } from './use-now.ts';
import * as cardStyles from './request-card.css.ts';
import * as styles from './request-list.css.ts';

export interface RequestListProps {
  query: TicketListQuery;
  /** What the list is, for the loading and error messages ("your requests"). */
  noun: string;
  /** Shown when the list loaded and is empty. */
  empty: ReactNode;
  renderCard: (ticket: CardTicket, now: Date) => ReactNode;
  /** Card-shaped skeletons (the default) or, where the screen asks for one, a spinner. */
  loading?: 'skeletons' | 'spinner';
}

/**
 * A list of request cards with its designed states: loading, failed (with a retry), empty, and
 * the cards newest first (the server's order), a page at a time. A failed refetch keeps the cards
 * already shown.
 */
export function RequestList({
  query,
  noun,
  empty,
  renderCard,
  loading = 'skeletons',
}: RequestListProps) {
  const now = useNow();

  if (query.data) {
    // Cards a live change took away may leave a loaded page empty while more pages follow.
    if (query.data.length === 0 && !query.hasNextPage) return <>{empty}</>;
    return (
      <>
        <ul className={cardStyles.grid}>
          {query.data.map((ticket) => (
            <li key={ticket.id} className={cardStyles.item}>
              {renderCard(ticket, now)}
            </li>
          ))}
        </ul>
        <MoreCards query={query} noun={noun} />
      </>
    );
  }

  if (query.isError) return <LoadFailedAlert what={noun} query={query} />;

  if (loading === 'spinner') {
    return (
      <div className={styles.spinnerBox}>
        <Spinner label={`Loading ${noun}`} />
      </div>
    );
  }
  return (
    <div role="status" aria-label={`Loading ${noun}`} className={cardStyles.grid}>
      <RequestCardSkeleton />
      <RequestCardSkeleton />
      <RequestCardSkeleton />
    </div>
  );
}
