import { Star } from 'lucide-react';
import { ratingLabel, ratingText, type TrackRecord } from './track-record.ts';
import * as styles from './developer-card.css.ts';

/** One star and the average with its count ("★ 4.5 (12 ratings)"), read out as one phrase. */
export function RatingSummary({ record }: { record: Pick<TrackRecord, 'average' | 'count'> }) {
  const rated = record.average !== null && record.count > 0;
  return (
    <span className={styles.rating} role="img" aria-label={ratingLabel(record)}>
      <Star
        size={14}
        aria-hidden="true"
        className={rated ? styles.starOn : styles.starOff}
        fill={rated ? 'currentColor' : 'none'}
      />
      <span aria-hidden="true">{ratingText(record)}</span>
    </span>
  );
}
