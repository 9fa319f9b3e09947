import { z } from 'zod';
import { text } from './text.ts';
import { ticketCategories } from './tickets.ts';

export const BIO_MAX_LENGTH = 1000;

// docs/forms.md#profile-form: first name at least 2, last name at least 1. The picture, the bio and
// the categories are optional: left out, they stay as they are.
export const updateProfileInput = z.object({
  firstName: text()
    .trim()
    .min(2, 'First name must be at least 2 characters')
    .max(100, 'First name is too long'),
  lastName: text()
    .trim()
    .min(1, 'Last name must be at least 1 character')
    .max(100, 'Last name is too long'),
  /** The key of an image the person uploaded; null removes the picture (initials again). */
  profileImageKey: z.uuid('A file was not uploaded. Please upload it again.').nullable().optional(),
  /** Developers only (docs/screens.md): a short bio or links; blank clears it. */
  bio: text()
    .trim()
    .max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`)
    .optional(),
  /**
   * Developers only: the categories of requests they see and may take
   * (docs/lifecycle.md#lists-and-counters).
   */
  categories: z.array(z.enum(ticketCategories)).max(ticketCategories.length).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type UpdateProfile = z.output<typeof updateProfileInput>;
