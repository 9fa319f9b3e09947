import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uuidFromBytes } from './uuid.ts';

describe('uuidFromBytes', () => {
  it('sets the version and variant and keeps the other bits', () => {
    const ones = new Uint8Array(16).fill(0xff);
    expect(uuidFromBytes(ones, 4)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(32), 8)).toBe('00000000-0000-8000-8000-000000000000');
  });

  it('makes UUIDs zod accepts, from any bytes', () => {
    for (let i = 0; i < 50; i++) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      expect(z.uuid().safeParse(uuidFromBytes(bytes, 4)).success).toBe(true);
      expect(z.uuid().safeParse(uuidFromBytes(bytes, 8)).success).toBe(true);
    }
  });
});
