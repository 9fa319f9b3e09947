import { useEffect, useRef } from 'react';
import { Button } from '../../components/button.tsx';
import { LoadFailedAlert } from '../errors/load-failed-alert.tsx';
import { Spinner } from '../session/loading-screen.tsx';
import * as styles from './request-list.css.ts';

/** What any paged (infinite) query offers for its next page. */
export interface Paging {
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/**
 * The end of a paged list (docs/screens.md, long lists): request cards, the console's applications:
 * the next page loads by itself when this comes within half a screen of view, with a spinner
 * meanwhile. "Show more" does the same for whoever gets here first by keyboard or without
 * IntersectionObserver. A page that fails says so, with a retry, and keeps the cards already shown.
 */
export function MoreCards({ query, noun }: { query: Paging; noun: string }) {
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // Observing reports at once whether the end is near, so short pages fill the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (!hasNextPage) return null;
  if (isFetchNextPageError) {
    return (
      <LoadFailedAlert
        what={`more of ${noun}`}
        query={{ error: query.error, isFetching: isFetchingNextPage, refetch: fetchNextPage }}
      />
    );
  }
  return (
    <div ref={end} className={styles.more}>
      {isFetchingNextPage ? (
        <Spinner label={`Loading more of ${noun}`} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}
