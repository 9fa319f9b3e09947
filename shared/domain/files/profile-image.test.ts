import { describe, expect, it } from 'vitest';
import { profileImageType, startsLikeImage } from './profile-image.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'number' ? [value] : [...value].map((c) => c.charCodeAt(0)),
    ),
  );

describe('profile pictures', () => {
  it('takes the type from the name’s extension, whatever its case or prefix', () => {
    expect(profileImageType('unblock_1700000000000_me.PNG')).toBe('image/png');
    expect(profileImageType('a.b.jpeg')).toBe('image/jpeg');
    expect(profileImageType('me.jpg')).toBe('image/jpeg');
    expect(profileImageType('me.gif')).toBe('image/gif');
    expect(profileImageType('me.webp')).toBe('image/webp');
  });

  it('refuses every other name, SVG included', () => {
    for (const name of ['me.svg', 'me.html', 'me.png.html', 'png', 'me.', '.txt', 'constructor'])
      expect(profileImageType(name)).toBeNull();
  });

  it('knows each type by its first bytes', () => {
    expect(startsLikeImage('image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(startsLikeImage('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(startsLikeImage('image/gif', bytes('GIF89a'))).toBe(true);
    expect(startsLikeImage('image/gif', bytes('GIF87a'))).toBe(true);
    expect(startsLikeImage('image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe(true);
  });

  it('refuses bytes that are not the named type, or too few', () => {
    expect(startsLikeImage('image/png', bytes('<html>'))).toBe(false);
    expect(startsLikeImage('image/png', bytes(0xff, 0xd8, 0xff))).toBe(false);
    expect(startsLikeImage('image/jpeg', bytes(0xff, 0xd8))).toBe(false);
    expect(startsLikeImage('image/gif', bytes('GIF90a'))).toBe(false);
    expect(startsLikeImage('image/webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe(false);
    expect(startsLikeImage('image/webp', new Uint8Array())).toBe(false);
  });
});
