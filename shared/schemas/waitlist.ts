import { z } from 'zod';
import { LINK_TOKEN_PATTERN } from './auth.ts';
import { text } from './text.ts';

// docs/forms.md#waitlists: the texts are the product's.
const name = text().trim().min(1, 'Name is required').max(200, 'Name is too long');
const email = text()
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const customerWaitlistInput = z.object({ name, email });
export type CustomerWaitlistInput = z.infer<typeof customerWaitlistInput>;

export const developerSpecialties = ['javascript', 'python', 'aiml', 'fullstack'] as const;
export type DeveloperSpecialty = (typeof developerSpecialties)[number];

/** What the developer form's choices and the operators' mail call each specialty. */
export const specialtyLabels: Readonly<Record<DeveloperSpecialty, string>> = {
  javascript: 'JavaScript',
  python: 'Python',
  aiml: 'AI/ML',
  fullstack: 'Full Stack',
};

/** How a waitlist entry stands: new, sent an invite code, or (an application) declined. */
export const waitlistStatuses = ['new', 'invited', 'declined'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const developerWaitlistInput = z.object({
  name,
  email,
  specialty: z.enum(developerSpecialties, { message: 'Specialty is required' }),
  bio: text().trim().max(2000, 'Bio is too long').optional(),
});
export type DeveloperWaitlistInput = z.infer<typeof developerWaitlistInput>;

/** How many days a developer application's confirmation link works. */
export const APPLICATION_CONFIRMATION_DAYS = 7;

/** What the confirmation page says of a link that does not work, whatever the reason. */
export const APPLICATION_LINK_INVALID =
  'This confirmation link is invalid, has expired or was used already. If you confirmed your application before, it is with our team; if not, please apply again.';

/** The token of the mailed link that confirms a developer application. */
export const confirmApplicationInput = z.object({
  token: text().regex(LINK_TOKEN_PATTERN, APPLICATION_LINK_INVALID),
});
