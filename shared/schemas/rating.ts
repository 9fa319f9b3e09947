import { z } from 'zod';
import { RATING_OR_FEEDBACK_REQUIRED, ratingValue } from '../domain/ticket/rating.ts';
import { feedbackText } from './tickets.ts';

// docs/forms.md#rating: 1–5 stars and/or feedback text, at least one of them.
export const ratingFields = z.object({
  rating: ratingValue.nullable(),
  feedback: feedbackText.nullable().transform((value) => value || null),
});

export const hasRatingOrFeedback = (value: z.output<typeof ratingFields>) =>
  value.rating !== null || value.feedback !== null;
export const ratingRequired = { message: RATING_OR_FEEDBACK_REQUIRED, path: ['feedback'] };

export const ratingInput = ratingFields.refine(hasRatingOrFeedback, ratingRequired);
export type RatingInput = z.input<typeof ratingInput>;
