import { shownEmail } from '#shared/deleted-account.ts';
import { fullNameOf } from '#shared/format.ts';
import type { Me } from '../auth/use-me.ts';

type Person = Pick<Me, 'firstName' | 'lastName'> & { email: string | null };

/**
 * "First Last" when the profile has a name, else the email. Without either, the person is a
 * request's customer whose address a developer not assigned to it may not see
 * (docs/security.md "Tickets and access"): named by that role.
 */
export function displayName(person: Person): string {
  return fullNameOf(person) || (person.email && shownEmail(person.email)) || 'Customer';
}

/** Up to two initials from the name; null without a name, so the avatar shows the logo mark. */
export function initialsOf(person: Pick<Person, 'firstName' | 'lastName'>): string | null {
  const letters = [person.firstName, person.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return letters ? letters.toUpperCase() : null;
}
