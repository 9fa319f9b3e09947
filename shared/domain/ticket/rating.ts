import { z } from 'zod';

// The one statement of what a rating is, for the form, the API, the domain
// and the stored event alike.
export const RATING_RANGE = 'The rating is 1 to 5 stars.';
export const RATING_OR_FEEDBACK_REQUIRED = 'Please provide a rating or feedback (or both).';

export const RATING_MAX = 5;
export const ratingValue = z
  .number()
  .int(RATING_RANGE)
  .min(1, RATING_RANGE)
  .max(RATING_MAX, RATING_RANGE);
