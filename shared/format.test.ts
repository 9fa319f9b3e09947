import { describe, expect, it } from 'vitest';
import { firstLine, formatWait, fullDateTime, relativeTime, shortTicketId } from './format.ts';

describe('display helpers', () => {
  it('says a wait in the unit a person acts on, rounded up', () => {
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(40)).toBe('40 seconds');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(3599)).toBe('60 minutes');
    expect(formatWait(3600)).toBe('1 hour');
    expect(formatWait(3601)).toBe('2 hours');
  });

  it('shortens ticket ids to the last six characters', () => {
    expect(shortTicketId('3f2a9c1e-0b4d-4c7e-9a1b-5e6f7a8b9cde')).toBe('#8B9CDE');
  });

  it('takes the first non-empty line as the title', () => {
    expect(firstLine('\n  Login fails  \nMore detail')).toBe('Login fails');
    expect(firstLine('')).toBe('');
  });

  it("uses the product's relative time thresholds", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const before = (ms: number) => new Date(now.getTime() - ms);
    expect(relativeTime(before(59_000), now)).toBe('just now');
    expect(relativeTime(before(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(before(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(before(3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime(before(2 * 86_400_000), now)).toBe('2 days ago');
    expect(relativeTime(before(6 * 86_400_000 + 1), now)).toBe('6 days ago');
    expect(relativeTime(before(7 * 86_400_000), now)).toMatch(/^Nov 1[56], 2026$/);
  });

  it('writes a moment in full for a tooltip, in the reader’s time zone', () => {
    const when = new Date(2026, 10, 26, 15, 4);
    expect(fullDateTime(when)).toMatch(/^November 26, 2026 at 3:04\sPM$/);
  });
});
