import { describe, expect, it } from 'vitest';
import { reasonSentence, receivedAmount } from './flagged-payment-texts.ts';

// Intl separates a currency code from its amount with a no-break space.
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

describe('receivedAmount', () => {
  it('shows dollars as the rest of the site does', () => {
    expect(receivedAmount({ amountCents: 1, currency: 'usd' })).toBe('$0.01');
    expect(receivedAmount({ amountCents: 123_456_78, currency: 'usd' })).toBe('$123,456.78');
  });

  it('names another currency, in its own minor units', () => {
    expect(spaced(receivedAmount({ amountCents: 5000, currency: 'eur' }))).toBe('EUR 50.00');
    // Yen have no minor unit: 5000 is ¥5,000.
    expect(spaced(receivedAmount({ amountCents: 5000, currency: 'jpy' }))).toBe('JPY 5,000');
  });

  it('shows what the provider gave when the currency is unknown, or that nothing was recorded', () => {
    expect(receivedAmount({ amountCents: 5000, currency: 'not a code' })).toBe(
      '5000 minor units of NOT A CODE',
    );
    expect(receivedAmount({ amountCents: 5000, currency: '' })).toBe(
      '5000 minor units of an unknown currency',
    );
    expect(receivedAmount(null)).toBe('Not recorded');
  });

  it('reads a reason as a sentence', () => {
    expect(reasonSentence('paid $0.01 instead of $50.00')).toBe('Paid $0.01 instead of $50.00');
    expect(reasonSentence('')).toBe('');
  });
});
