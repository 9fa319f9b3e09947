import { describe, expect, it } from 'vitest';
import { generateToken, hashToken } from './tokens.ts';

describe('tokens', () => {
  it('hashes with SHA-256 in lower-case hex (the stored form of every session and link)', () => {
    // FIPS 180-2's test vector: stored hashes stay valid whatever computes them.
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes 32-character base32 tokens, different each time', () => {
    const token = generateToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(generateToken()).not.toBe(token);
  });
});
