import { describe, expect, it } from 'vitest';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
import { groupApplications, withDecision } from './application-list.ts';
import { formatCalendarDay } from './calendar-day.ts';

const application = (
  id: string,
  status: DeveloperApplication['status'] = 'new',
): DeveloperApplication => ({
  id,
  name: `Applicant ${id}`,
  email: `${id}@example.com`,
  specialty: 'python',
  bio: null,
  status,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  decidedAt: status === 'new' ? null : new Date('2026-11-02T10:00:00Z'),
  declineReason: status === 'declined' ? 'Not yet' : null,
  inviteExpiresAt: status === 'invited' ? '2026-11-16' : null,
});

describe('the console list', () => {
  it('groups waiting and decided applications, keeping the order', () => {
    const list = [application('a'), application('b'), application('c', 'declined')];
    const { waiting, decided } = groupApplications(list);
    expect(waiting.map(({ id }) => id)).toEqual(['a', 'b']);
    expect(decided.map(({ id }) => id)).toEqual(['c']);
  });

  const pageOf = (items: DeveloperApplication[], waitingCount: number) => ({
    items,
    nextCursor: null,
    waitingCount,
  });

  it('decides an application where it stands, so that it shows first among the decided', () => {
    const pages = [
      pageOf([application('a'), application('b')], 3),
      pageOf([application('d'), application('c', 'invited')], 3),
    ];
    const at = new Date('2026-11-25T18:00:00Z');
    const approved = withDecision(
      pages,
      'd',
      { status: 'invited', inviteExpiresAt: '2026-12-09' },
      at,
    );
    const { waiting, decided } = groupApplications(approved.flatMap((page) => page.items));
    expect(waiting.map(({ id }) => id)).toEqual(['a', 'b']);
    expect(decided.map(({ id }) => id)).toEqual(['d', 'c']);
    expect(decided[0]).toMatchObject({ decidedAt: at, inviteExpiresAt: '2026-12-09' });
    // The count is of all waiting applications, on every page.
    expect(approved.map((page) => page.waitingCount)).toEqual([2, 2]);

    const declined = withDecision(approved, 'd', { status: 'declined', declineReason: 'Why' }, at);
    expect(declined[1]?.items[0]).toMatchObject({ status: 'declined', declineReason: 'Why' });
    expect(declined.map((page) => page.waitingCount)).toEqual([2, 2]);
  });

  it('leaves the pages alone when the application is not in them', () => {
    const pages = [pageOf([application('a')], 1)];
    expect(
      withDecision(pages, 'x', { status: 'declined', declineReason: 'r' }, new Date()),
    ).toEqual(pages);
  });
});

describe('formatCalendarDay', () => {
  it('writes the day out without moving it across time zones', () => {
    expect(formatCalendarDay('2026-12-09')).toBe('December 9, 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('January 1, 2027');
  });

  it('leaves anything else as it came', () => {
    expect(formatCalendarDay('soon')).toBe('soon');
  });
});
