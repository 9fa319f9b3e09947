import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('refuses the passwords attackers try first, whatever their case or trailing digits', async () => {
    for (const password of [
      'password1',
      '123456',
      'qwerty123',
      'PassWord',
      'Monkey2024!',
      'dragon',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passphrases and passwords off the list', async () => {
    for (const password of ['correct horse', 'a good password', 'tr0ub4dor&3x', 'zq7-lamp-orbit']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
