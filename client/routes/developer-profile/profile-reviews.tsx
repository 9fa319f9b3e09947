import { Star } from 'lucide-react';
import { RATING_MAX } from '#shared/domain/ticket/rating.ts';
import { Button } from '../../components/button.tsx';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { trpc } from '../../trpc.ts';
import * as styles from './developer-profile.css.ts';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** "March 2026". */
export const monthYear = (date: Date) => monthFormat.format(date);

/**
 * The reviews customers left, newest first, a page at a time ("Show more"): only those the
 * fair-reviews rule lets show (docs/profiles.md#fair-reviews), each with the customer's first name.
 */
export function ProfileReviews({ developerId }: { developerId: string }) {
  const reviews = trpc.developers.reviews.useInfiniteQuery(
    { id: developerId },
    { getNextPageParam: (page) => page.nextCursor },
  );
  if (reviews.isPending) return <p className={styles.muted}>Loading reviews…</p>;
  if (reviews.isError) return <p role="alert">{errorMessage(reviews.error)}</p>;
  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className={styles.muted}>No reviews yet.</p>;
  return (
    <>
      <ul className={styles.reviews}>
        {items.map((review, index) => (
          <li key={`${review.completedAt.toISOString()}-${index}`} className={styles.review}>
            {review.rating !== null && (
              <span
                className={styles.stars}
                role="img"
                aria-label={`${review.rating} of ${RATING_MAX} stars`}
              >
                {Array.from({ length: RATING_MAX }, (_, star) => (
                  <Star
                    key={star}
                    size={16}
                    aria-hidden="true"
                    fill={star < review.rating! ? 'currentColor' : 'none'}
                  />
                ))}
              </span>
            )}
            {review.text && <p className={styles.reviewText}>{review.text}</p>}
            <p className={styles.reviewer}>
              {review.firstName?.trim() || 'A customer'} ·{' '}
              <time dateTime={review.completedAt.toISOString()}>
                {monthYear(review.completedAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            disabled={reviews.isFetchingNextPage}
            aria-busy={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
