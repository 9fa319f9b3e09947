import { z } from 'zod';
import { text } from './text.ts';

// SPEC §5 "Profile form": first name at least 2, last name at least 1.
export const updateProfileInput = z.object({
  firstName: text()
    .trim()
    .min(2, 'First name must be at least 2 characters')
    .max(100, 'First name is too long'),
  lastName: text()
    .trim()
    .min(1, 'Last name must be at least 1 character')
    .max(100, 'Last name is too long'),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
