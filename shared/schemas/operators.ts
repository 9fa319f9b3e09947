import { z } from 'zod';
import { email, password } from './auth.ts';
import { text } from './text.ts';

// What operators create through the router (`operators.*`, reached only from `npm run admin`):
// invite codes and moderator accounts (docs/lifecycle.md#roles: moderators are created by a
// script).

export const newInviteInput = z.object({
  code: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,64}$/, 'The code must be 6 to 64 letters, digits or dashes')
    .optional(),
  reusable: z.boolean().default(false),
  /** The code's last valid day (UTC). */
  expires: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The expiry must be a date like 2026-12-31')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'The expiry must be a real date')
    .optional(),
  role: z
    .enum(['customer', 'developer'], { message: 'The role must be customer or developer' })
    .default('customer'),
});

const personName = text().trim().min(1).max(100).optional();

export const newModeratorInput = z.object({
  email,
  password,
  firstName: personName,
  lastName: personName,
});

/** A created invite code, as the script prints it. */
export interface CreatedInvite {
  code: string;
  role: 'customer' | 'developer';
  reusable: boolean;
  /** Its last valid day (YYYY-MM-DD), or null for no expiry. */
  expires: string | null;
}
