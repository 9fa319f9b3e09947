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

  it('moves a decided application to the top of the decided ones', () => {
    const list = [application('a'), application('b'), application('c', 'invited')];
    const at = new Date('2026-11-25T18:00:00Z');
    const approved = withDecision(
      list,
      'b',
      { status: 'invited', inviteExpiresAt: '2026-12-09' },
      at,
    );
    expect(approved.map(({ id, status }) => `${id}:${status}`)).toEqual([
      'a:new',
      'b:invited',
      'c:invited',
    ]);
    expect(approved[1]).toMatchObject({ decidedAt: at, inviteExpiresAt: '2026-12-09' });

    const declined = withDecision(approved, 'a', { status: 'declined', declineReason: 'Why' }, at);
    expect(declined.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
    expect(declined[0]).toMatchObject({ status: 'declined', declineReason: 'Why' });
  });

  it('leaves the list alone when the application is not in it', () => {
    const list = [application('a')];
    expect(withDecision(list, 'x', { status: 'declined', declineReason: 'r' }, new Date())).toEqual(
      list,
    );
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
