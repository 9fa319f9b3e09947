import { DAY_MS } from '../ticket/review-window.ts';

// Fair reviews (docs/profiles.md#fair-reviews): neither party reads what the other wrote of them
// before writing their own, so nobody rates in answer to a rating. A rating shows to the other
// party, and on the Unblocker's profile, once both have rated or 14 days after the request was
// completed, whichever comes first. The SQL form of this rule is server/developers/visible-review.ts.

/** Days after completion when a rating shows even though the other party never rated. */
export const REVIEW_HIDDEN_DAYS = 14;

/** What the rule reads of a request: who rated it and when it was completed. */
export interface RatedRequest {
  ratedBy: readonly ('customer' | 'developer')[];
  completedAt: Date | null;
}

/** When a rating shows at the latest (14 days after completion), or null while not completed. */
export function reviewShownBy(request: Pick<RatedRequest, 'completedAt'>): Date | null {
  return request.completedAt
    ? new Date(request.completedAt.getTime() + REVIEW_HIDDEN_DAYS * DAY_MS)
    : null;
}

/** Whether the request's ratings show to the other party and on the profile at `now`. */
export function isReviewVisible(request: RatedRequest, now: Date): boolean {
  if (request.ratedBy.includes('customer') && request.ratedBy.includes('developer')) return true;
  const shownBy = reviewShownBy(request);
  return shownBy !== null && shownBy.getTime() <= now.getTime();
}
