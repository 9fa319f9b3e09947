import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { newParty, type Party } from './escrow-support.ts';
import { expect, viewports } from './fixtures.ts';
import { signInAsPerson, type NewPerson, type Person } from './people.ts';

// The people of a request's story, each in a browser of their own: specs that set requests up
// through the API and drive two or three screens at once.

/** A customer, developer or moderator in a browser of their own, signed in, with their API. */
export interface Side extends Party {
  person: Person;
}

export async function side(browser: Browser, who: NewPerson, viewport = viewports.desktop) {
  const party = await newParty(browser, viewport);
  const person = await signInAsPerson(party.page, who);
  return { ...party, person } satisfies Side;
}

/** Closes each side's browser, once its pages logged no error. */
export async function closeAll(...sides: Side[]) {
  for (const { context, errors } of sides) {
    expect(errors, 'a party’s page logged errors').toEqual([]);
    await context.close();
  }
}

export const ada: NewPerson = { role: 'customer', firstName: 'Ada', lastName: 'Lovelace' };
export const linus: NewPerson = {
  role: 'developer',
  firstName: 'Linus',
  lastName: 'Byte',
  categories: ['web'],
};

/** A request title no other test uses, so its card is found among everyone's. */
export const titled = (title: string) => `${title} ${randomUUID().slice(0, 6)}`;
