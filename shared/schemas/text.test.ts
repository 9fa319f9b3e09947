import { describe, expect, it } from 'vitest';
import { isStorableText, text, TEXT_NOT_ALLOWED } from './text.ts';

describe('text', () => {
  it('accepts ordinary text, emoji (paired surrogates) and accents', () => {
    for (const value of ['', 'Fix my app', 'déjà vu 🚀', '日本語', 'tab\tand\nnewline']) {
      expect(isStorableText(value)).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates anywhere, with one clear message', () => {
    for (const value of [
      'a\u0000b',
      '\u0000',
      'x\uD800',
      '\uDC00y',
      'a\uDBFFb',
      '🚀'.slice(0, 1),
    ]) {
      const result = text().trim().max(100).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_NOT_ALLOWED);
    }
  });

  it('keeps chaining like z.string()', () => {
    const schema = text().trim().min(1, 'Required');
    expect(schema.parse('  hi  ')).toBe('hi');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Required');
  });
});
