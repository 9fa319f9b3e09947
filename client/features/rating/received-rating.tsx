import { Star } from 'lucide-react';
import { RATING_MAX } from '#shared/domain/ticket/rating.ts';
import { trpc } from '../../trpc.ts';
import { sealedRatingLine } from './fair-reviews.ts';
import * as styles from './received-rating.css.ts';

export interface ReceivedRatingProps {
  ticketId: string;
  /** Who gave it, as the viewer calls them: "Your customer" or "Your Unblocker". */
  from: string;
}

/**
 * The rating the other party left the viewer on this request (ratings both ways,
 * docs/screens.md#the-hand-over-and-the-requests-history), its stars and words; nothing until one
 * is left. Sealed until both have rated or 14 days after completion (docs/profiles.md#fair-reviews):
 * until then only that it exists, and when it will show.
 */
export function ReceivedRating({ ticketId, from }: ReceivedRatingProps) {
  const received = trpc.tickets.receivedRating.useQuery({ ticketId });
  const rating = received.data;
  if (!rating) return null;
  if (rating.sealed) {
    return <p className={styles.sealed}>{sealedRatingLine(from, rating.shownBy)}</p>;
  }
  return (
    <figure className={styles.received}>
      <figcaption className={styles.caption}>
        {from} rated you
        {rating.rating !== null && (
          <span
            className={styles.stars}
            role="img"
            aria-label={`${rating.rating} of ${RATING_MAX} stars`}
          >
            {Array.from({ length: RATING_MAX }, (_, index) => (
              <Star
                key={index}
                size={16}
                aria-hidden="true"
                fill={index < rating.rating! ? 'currentColor' : 'none'}
              />
            ))}
          </span>
        )}
      </figcaption>
      {rating.feedback && <blockquote className={styles.quote}>{rating.feedback}</blockquote>}
    </figure>
  );
}
