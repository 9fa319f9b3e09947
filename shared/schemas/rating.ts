import { z } from 'zod';
import { text } from './text.ts';
import { RATING_OR_FEEDBACK_REQUIRED } from '../domain/ticket/decide.ts';

// SPEC §5 "Rating": 1–5 stars and/or feedback text, at least one of them.
export const ratingInput = z
  .object({
    rating: z.number().int().min(1).max(5).nullable(),
    feedback: text()
      .trim()
      .max(5000, 'Feedback is too long')
      .nullable()
      .transform((text) => text || null),
  })
  .refine((value) => value.rating !== null || value.feedback !== null, {
    message: RATING_OR_FEEDBACK_REQUIRED,
    path: ['feedback'],
  });
export type RatingInput = z.input<typeof ratingInput>;
