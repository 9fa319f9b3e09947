import { describe, expect, it } from 'vitest';
import { requirementsInWords, stillAskedSentence } from './payout-requirements.ts';

describe('what the provider still asks, in plain words', () => {
  it('says each of Stripe’s usual codes as a person would', () => {
    expect(
      requirementsInWords([
        'external_account',
        'individual.verification.document',
        'tos_acceptance.date',
        'individual.dob.day',
      ]),
    ).toEqual([
      'a bank account for payouts',
      'an identity document',
      'accepting Stripe’s terms',
      'your date of birth',
    ]);
  });

  it('says one thing once, however many codes ask for it', () => {
    expect(
      requirementsInWords([
        'individual.dob.day',
        'individual.dob.month',
        'individual.dob.year',
        'tos_acceptance.date',
        'tos_acceptance.ip',
      ]),
    ).toEqual(['your date of birth', 'accepting Stripe’s terms']);
  });

  it('makes a code it does not know readable', () => {
    expect(requirementsInWords(['individual.political_exposure', 'company.tax_id'])).toEqual([
      'political exposure',
      'company tax id',
    ]);
  });

  it('makes one sentence of them, or says Stripe is checking when nothing is asked', () => {
    expect(stillAskedSentence(['individual.verification.document', 'external_account'])).toBe(
      'Stripe still asks for an identity document and a bank account for payouts.',
    );
    expect(stillAskedSentence(['external_account'])).toBe(
      'Stripe still asks for a bank account for payouts.',
    );
    expect(stillAskedSentence(['a', 'b', 'c'])).toBe('Stripe still asks for a, b and c.');
    expect(stillAskedSentence([])).toBe(
      'Stripe is checking the details you gave; payouts start once it has.',
    );
  });
});
