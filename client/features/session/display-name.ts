import type { Me } from '../auth/use-me.ts';

type Person = Pick<Me, 'email' | 'firstName' | 'lastName'>;

/** "First Last" when the profile has a name, else the email (SPEC §2 "My Account"). */
export function displayName(person: Person): string {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || person.email;
}

/** Up to two initials from the name; null without a name, so the avatar shows the logo mark. */
export function initialsOf(person: Pick<Person, 'firstName' | 'lastName'>): string | null {
  const letters = [person.firstName, person.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return letters ? letters.toUpperCase() : null;
}
