import { Star } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { trpc } from '../../trpc.ts';
import { FAIR_REVIEWS_LINE } from './fair-reviews.ts';
import * as styles from './rating-prompt.css.ts';

export interface RatingPromptProps {
  ticketId: string;
  /** Who is rated: the developer when the customer rates, and the other way round. */
  ratedRole: 'developer' | 'customer';
  /** Opens the rating dialog (rating-dialog.tsx). */
  onRate: () => void;
}

/**
 * Once a request is complete, the ask to rate the other side (ratings both ways,
 * docs/screens.md#the-hand-over-and-the-requests-history), until this viewer has rated: the
 * "Rate …" button in the page's header is easy to miss. Nothing while their rating is read.
 */
export function RatingPrompt({ ticketId, ratedRole, onRate }: RatingPromptProps) {
  // The same query as the dialog's: one request for both.
  const own = trpc.tickets.ownRating.useQuery({ ticketId });
  if (own.data !== null) return null;
  const whom = ratedRole === 'developer' ? 'your Unblocker' : 'your customer';
  return (
    <div className={styles.prompt}>
      <div>
        <p>How did it go? Rate {whom}: they see your rating on this request.</p>
        <p className={styles.fairness}>{FAIR_REVIEWS_LINE}</p>
      </div>
      <Button variant="secondary" onClick={onRate}>
        <Star size={16} aria-hidden="true" />
        Rate {whom}
      </Button>
    </div>
  );
}
